import {
  ADMIN_API,
  type AdminSession,
  type AdminSpreadsheet,
  type AdminSubmission,
  type DashboardSummary,
  type SubmissionKind,
  type SubmissionPage,
} from '@minibar/contracts';

/** The admin API's answers are the contracts' types. */
export type { AdminSubmission, DashboardSummary, DeliveryStatus, SubmissionKind, SubmissionPage, SubmissionStatus } from '@minibar/contracts';

/** A refused admin call: 401 signed out (or a wrong password), 503 admin off, 429 too many attempts. */
export class AdminApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

async function call<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${ADMIN_API}${path}`, {
    credentials: 'same-origin',
    ...init,
    headers: { Accept: 'application/json', ...(init.body ? { 'Content-Type': 'application/json' } : {}), ...init.headers },
  });
  if (response.status === 204) return undefined as T;
  const body = (await response.json().catch(() => ({}))) as { message?: string };
  if (!response.ok) throw new AdminApiError(response.status, body.message ?? `The request failed (${response.status}).`);
  return body as T;
}

export const adminApi = {
  /** Signed in, signed out or turned off: each an answer, never an error status. */
  session: () => call<AdminSession>('/session'),
  /** Signed-in staff only. */
  spreadsheet: () => call<AdminSpreadsheet>('/spreadsheet'),
  signIn: (password: string) => call<{ signedIn: true }>('/session', { method: 'POST', body: JSON.stringify({ password }) }),
  signOut: () => call<void>('/session', { method: 'DELETE' }),
  /** Ends every admin session, on every device, this one included. */
  signOutEverywhere: () => call<void>('/sessions', { method: 'DELETE' }),
  summary: () => call<DashboardSummary>('/summary'),
  submissions: (kind: SubmissionKind, page: number, search: string) =>
    call<SubmissionPage>(`/submissions?${new URLSearchParams({ kind, page: String(page), ...(search ? { q: search } : {}) })}`),
  submission: (id: string) => call<AdminSubmission>(`/submissions/${encodeURIComponent(id)}`),
  exportUrl: (kind: SubmissionKind) => `${ADMIN_API}/export/${kind}.csv`,
};
