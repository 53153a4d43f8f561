import { useSyncExternalStore } from 'react';

export interface CalendarDay {
  /** "2026-11-23", for a time element. */
  iso: string;
  /** "November 23, 2026". */
  label: string;
  year: number;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * "2026-11-23" → "November 23, 2026", as Intl.DateTimeFormat writes it in US English; written
 * here because that formatter's first use on a page takes a block of milliseconds it cannot split.
 */
function labelOf(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  return `${MONTHS[month! - 1]} ${day}, ${year}`;
}
const pad = (n: number) => String(n).padStart(2, '0');

/** The day the page was rendered on, as the server saw it; the browser hydrates with the same day. */
let renderedDay: string | undefined;
const days = new Map<string, CalendarDay>();

function dayOf(iso: string): CalendarDay {
  // One object per day: a store snapshot must stay the same object until the day changes.
  let day = days.get(iso);
  if (!day) {
    day = { iso, label: labelOf(iso), year: Number(iso.slice(0, 4)) };
    days.set(iso, day);
  }
  return day;
}

/** Today in this machine's time zone, as "YYYY-MM-DD". */
export function todayIso(now = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Set by the shell: on the server before rendering a page, in the browser from the page's server state. */
export function setRenderedDay(iso: string | undefined): void {
  renderedDay = iso && /^\d{4}-\d{2}-\d{2}$/.test(iso) ? iso : undefined;
}

const readToday = () => dayOf(todayIso());
const readRenderedDay = () => (renderedDay ? dayOf(renderedDay) : readToday());
const noSubscription = () => () => {};

/**
 * Today's date. The server renders its own date into the page and the browser hydrates
 * with that same date, then shows the visitor's own date if it differs (a page kept open
 * past midnight, another time zone), without a hydration mismatch.
 */
export function useToday(): CalendarDay {
  return useSyncExternalStore(noSubscription, readToday, readRenderedDay);
}
