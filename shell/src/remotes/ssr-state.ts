import type { SubmittedForm } from '@minibar/ui';
import type { RemoteUrls } from './remote-registry';

/** What the server rendered, written into the page as JSON in #ssr-state. */
export interface SsrState {
  remoteEntries: RemoteUrls;
  page: { key: string; failed: boolean };
  /** The day the server rendered as today. */
  today?: string;
  /** The form the server answered on this page (values and messages), rendered the same on hydration. */
  form?: SubmittedForm;
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
