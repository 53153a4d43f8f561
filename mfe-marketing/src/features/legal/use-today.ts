import { useSyncExternalStore } from 'react';

export interface CalendarDay {
  /** "2025-11-22", for the time element. */
  iso: string;
  /** "November 22, 2025". */
  label: string;
}

const dayLabel = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
const pad = (n: number) => String(n).padStart(2, '0');

let cached: CalendarDay | null = null;

function readToday(): CalendarDay {
  const now = new Date();
  const iso = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  // The snapshot must be the same object until the day changes, or React re-renders forever.
  if (cached?.iso !== iso) cached = { iso, label: dayLabel.format(now) };
  return cached;
}

const noSubscription = () => () => {};

/**
 * Today's date in the visitor's time zone, read only in the browser: the server snapshot
 * is null, so a server-rendered page and its hydration always agree.
 */
export function useToday(): CalendarDay | null {
  return useSyncExternalStore(noSubscription, readToday, () => null);
}
