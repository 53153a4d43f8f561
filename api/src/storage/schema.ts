import type { Generated } from 'kysely';

import type { DeliveryStatus, SubmissionKind, SubmissionStatus } from '@minibar/contracts';

export type { SubmissionKind, SubmissionStatus };

export interface SubmissionsTable {
  id: string;
  kind: SubmissionKind;
  status: SubmissionStatus;
  /** The validated payload as JSON text. */
  payload: string;
  /** Stripe PaymentIntent id for driver sign-ups; unique, so each payment completes one sign-up. */
  payment_intent_id: string | null;
  created_at: string;
  updated_at: string;
  seq: Generated<number>;
}

/** A notification email's delivery state, as the admin dashboard shows it. */
export type OutboxStatus = DeliveryStatus;

/**
 * One notification email per accepted submission, written in the same transaction as the
 * submission (transactional outbox); the worker claims due rows with a lease.
 */
/** What an outbox row announces about its submission; unique per submission. */
export type OutboxEvent = 'received' | 'refunded' | 'disputed';

export interface OutboxTable {
  id: string;
  submission_id: string;
  event: OutboxEvent;
  status: OutboxStatus;
  attempts: number;
  /** ISO time; the row is due when this has passed. */
  next_attempt_at: string;
  /** ISO time until which a worker holds the row; null when nobody does. */
  locked_until: string | null;
  last_error: string | null;
  sent_at: string | null;
  created_at: string;
}

/** One admin sign-in; the cookie carries the id, the table only its SHA-256. */
export interface AdminSessionsTable {
  id_hash: string;
  created_at: string;
  /** Absolute end, however active the session is. */
  expires_at: string;
  /** Last request; the session ends after the idle timeout without one. */
  last_seen_at: string;
  /** Set by sign-out (this session) or sign-out everywhere (all of them). */
  revoked_at: string | null;
}

/** Failed admin sign-ins per client address, shared by every API process. */
export interface AdminSignInFailuresTable {
  client: string;
  failures: number;
  first_failed_at: string;
  locked_until: string | null;
}

export interface Database {
  submissions: SubmissionsTable;
  outbox: OutboxTable;
  admin_sessions: AdminSessionsTable;
  admin_sign_in_failures: AdminSignInFailuresTable;
}
