import type { Generated } from 'kysely';

import type { DeliveryStatus, SubmissionKind, SubmissionStatus } from 'contracts';

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
export interface OutboxTable {
  id: string;
  /** Unique: each submission is announced once. */
  submission_id: string;
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

export interface Database {
  submissions: SubmissionsTable;
  outbox: OutboxTable;
}
