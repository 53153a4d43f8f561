import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * The absolute URL of an article. The origin is only known in the browser: the server
 * snapshot is empty (a relative link), and the browser fills it in after hydration.
 */
export function useArticleUrl(path: string): string {
  const origin = useSyncExternalStore(
    neverChanges,
    () => window.location.origin,
    () => '',
  );
  return `${origin}${path}`;
}
