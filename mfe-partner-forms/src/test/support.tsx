import type { ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, beforeEach, describe, vi } from 'vitest';
import { useToastStore } from '@minibar/ui';

/** Renders inside a router (the forms link to /terms and /) with a user-event session. */
export function renderWithRouter(ui: ReactElement) {
  const user = userEvent.setup({ delay: null });
  return { user, ...render(<MemoryRouter>{ui}</MemoryRouter>) };
}

export const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A fetch whose answer the test releases when it wants to look at the pending state. */
export function pendingFetch() {
  let answer: (response: Response) => void = () => {};
  const fetchMock = vi.fn((_url: string, _init?: RequestInit) => new Promise<Response>((resolve) => (answer = resolve)));
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, answer: (response: Response) => answer(response) };
}

export function stubFetch(...responses: Array<Response | Error>) {
  const fetchMock = vi.fn();
  for (const response of responses) {
    if (response instanceof Error) fetchMock.mockRejectedValueOnce(response);
    else fetchMock.mockResolvedValueOnce(response);
  }
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The JSON body of the n-th fetch call. */
export function sentBody(fetchMock: { mock: { calls: unknown[][] } }, call = 0): Record<string, unknown> {
  const init = fetchMock.mock.calls[call]?.[1] as RequestInit | undefined;
  return JSON.parse(String(init?.body)) as Record<string, unknown>;
}

export const latestToast = () => useToastStore.getState().toasts[0];

export function resetBrowserState() {
  useToastStore.setState({ toasts: [] });
  window.dataLayer = [];
  vi.unstubAllGlobals();
}

/** Form tests type into a dozen fields on a shared machine: give them room. */
export const FORM_TEST_TIMEOUT_MS = 30_000;

export const dataLayerEvents = (name: string) =>
  (window.dataLayer ?? []).filter((e) => (e as { event?: string }).event === name) as Array<Record<string, unknown>>;

interface FormTestOptions {
  /** Loads the form's lazily loaded module before the tests, so each test is about the form, not its loading. */
  preload?: () => Promise<unknown>;
}

/**
 * A describe block for a form's tests: a clean toast store, data layer and fetch before each
 * test, and room for typing into a dozen fields on a shared machine.
 */
export function describeForm(name: string, options: FormTestOptions, tests: () => void) {
  describe(name, { timeout: FORM_TEST_TIMEOUT_MS }, () => {
    if (options.preload) beforeAll(options.preload);
    beforeEach(resetBrowserState);
    tests();
  });
}

type User = ReturnType<typeof userEvent.setup>;

/** An application form under test, its submit button, and how to fill it with a valid application. */
export function applicationForm(ui: ReactElement, fillValid: (user: User) => Promise<void>) {
  const submitButton = () => screen.getByRole('button', { name: /submit application/i });
  return {
    render: () => renderWithRouter(ui),
    fillValid,
    submitButton,
    /** Renders the form, fills it (validly unless told otherwise) and presses its submit button. */
    async submit(fill: (user: User) => Promise<void> = fillValid) {
      const { user } = renderWithRouter(ui);
      await fill(user);
      await user.click(submitButton());
      return { user };
    },
  };
}
