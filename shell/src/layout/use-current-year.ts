import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/** The current year in the browser; null while rendering on the server (no clock in render). */
export function useCurrentYear(): number | null {
  return useSyncExternalStore(
    subscribe,
    () => new Date().getFullYear(),
    () => null,
  );
}
