import type { SubmissionKind } from '../storage';

/** The kinds the dashboard shows, in tab order. */
export const SUBMISSION_KINDS = ['contact', 'host', 'hotel', 'cleaner', 'driver'] as const satisfies readonly SubmissionKind[];

export const ADMIN_SETTINGS = {
  cookieName: 'minibar_admin_session',
  /** The cookie is sent only to the admin API. */
  cookiePath: '/api/admin',
  sessionTtlMs: 8 * 60 * 60 * 1000,
  /** A session with no request for 30 minutes has ended. */
  sessionIdleMs: 30 * 60 * 1000,
  pageSize: 25,
  /** Rows read per query while streaming a CSV export (keyset pagination). */
  exportBatchSize: 500,
  maxSearchLength: 200,
  /** 10 failures in 15 minutes lock sign-in for 30 s, doubling with each further failure up to 15 minutes. */
  signIn: { windowMs: 15 * 60 * 1000, maxFailures: 10, firstLockMs: 30_000, maxLockMs: 15 * 60 * 1000 },
} as const;

export const ADMIN_MESSAGES = {
  off: 'The admin dashboard is turned off. Set ADMIN_PASSWORD in the API environment and restart the API to turn it on.',
  signInRequired: 'Please sign in to continue.',
  wrongPassword: 'That password is not correct.',
  tooManyAttempts: (wait: string) => `Too many sign-in attempts. Please wait ${wait} and try again.`,
  crossSite: 'This request must come from the admin dashboard itself.',
  notFound: 'No submission has this id.',
} as const;

/** The team's spreadsheet, for signed-in staff: none unless a spreadsheet id is configured. */
export const spreadsheetUrlFor = (spreadsheetId: string | undefined) =>
  spreadsheetId ? `https://docs.google.com/spreadsheets/d/${encodeURIComponent(spreadsheetId)}` : null;
