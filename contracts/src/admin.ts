import type { FormName } from './forms';

/** The admin API's answers, as the API sends them and the admin dashboard reads them. */

/** Where the admin endpoints live; the session cookie is scoped to this path. */
export const ADMIN_API = '/api/admin';

/**
 * The session probe's answer, always 200: signed in (until when), signed out, or the
 * dashboard turned off (no ADMIN_PASSWORD), where sign-in is not offered.
 */
export type AdminSession = { signedIn: true; expiresAt: string } | { signedIn: false; turnedOff?: true };

/** The team's spreadsheet for signed-in staff: null when none is configured. */
export interface AdminSpreadsheet {
  url: string | null;
}

/** A stored submission's kind: the name of the form it came from. */
export type SubmissionKind = FormName;

/**
 * A driver sign-up is pending until its payment is verified, then paid; a paid sign-up whose
 * charge is refunded or disputed says so. Every other kind is received.
 */
export type SubmissionStatus = 'received' | 'pending_payment' | 'paid' | 'refunded' | 'disputed';

/** pending: waiting to be sent (or retried); sent: handed to SMTP; failed: gave up after the last attempt. */
export type DeliveryStatus = 'pending' | 'sent' | 'failed';

export interface DashboardSummary {
  counts: Record<SubmissionKind, { total: number; byStatus: Partial<Record<SubmissionStatus, number>> }>;
  notifications: { enabled: boolean } & Record<DeliveryStatus, number>;
}

/** A submission as the admin dashboard shows it, with the state of its notification email. */
export interface AdminSubmission {
  seq: number;
  id: string;
  kind: SubmissionKind;
  status: SubmissionStatus;
  payload: Record<string, unknown>;
  createdAt: string;
  notification: { status: DeliveryStatus; attempts: number; lastError: string | null; sentAt: string | null } | null;
}

/** One page of a kind's submissions, newest first. */
export interface SubmissionPage {
  kind: SubmissionKind;
  page: number;
  pageSize: number;
  total: number;
  pageCount: number;
  items: AdminSubmission[];
}
