import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * False in the server HTML and while the browser hydrates it, true from then on: a part
 * that reads differently once its scripts run (tabs that show every panel without them)
 * hydrates without a mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
