import type { ReactElement } from 'react';
import { act, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useToastStore } from '@minibar/ui';
import { afterEach, beforeEach, vi } from 'vitest';

/** The HTML the server sends, placed in the document as the browser shows it before any script runs. */
export function placeServerHtml(element: ReactElement): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = renderToString(element);
  document.body.append(root);
  return root;
}

/**
 * The server HTML of `tree` with `typed` (field label → text) entered into the bare HTML, as a
 * visitor types before any script runs, then hydrated. Answers the root and a field by label.
 */
export async function typeBeforeHydration(tree: ReactElement, typed: Record<string, string>) {
  const root = placeServerHtml(tree);
  const field = (label: string) => within(root).getByLabelText(label) as HTMLInputElement;
  for (const [label, value] of Object.entries(typed)) field(label).value = value;
  await act(async () => {
    hydrateRoot(root, tree);
  });
  return { root, field };
}

/**
 * A form test file's fetch: a stub in place of the network for each test, which starts with
 * no toasts and an empty dataLayer; the stub is reset and removed after each test.
 */
export function stubFetchForEachTest() {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    useToastStore.setState({ toasts: [] });
    window.dataLayer = [];
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });
  return fetchMock;
}
