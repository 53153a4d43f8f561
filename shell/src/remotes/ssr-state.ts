import type { RemoteUrls } from './remote-registry';

/** What the server rendered, written into the page as JSON in #ssr-state. */
export interface SsrState {
  remoteEntries: RemoteUrls;
  page: { key: string; failed: boolean };
}

export function readSsrState(): SsrState | undefined {
  const element = document.getElementById('ssr-state');
  if (!element?.textContent) return undefined;
  try {
    return JSON.parse(element.textContent) as SsrState;
  } catch {
    return undefined;
  }
}
