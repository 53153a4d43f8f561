import { createContext, type ComponentType } from 'react';

/**
 * The page of the first route, loaded before the first render (on the server before
 * rendering, in the browser before hydrating), so both render the same tree at once.
 * `failed`: the server rendered this route's fallback; the browser retries after hydrating.
 */
export interface PreloadedPage {
  key: string;
  Page?: ComponentType;
  failed?: boolean;
}

export const PreloadedPageContext = createContext<PreloadedPage | null>(null);

export function pageKey(remote: string, module: string): string {
  return `${remote}/${module}`;
}
