import type { Generated } from 'kysely';

export type SubmissionKind = 'contact' | 'host' | 'hotel' | 'cleaner' | 'driver';

/** A driver sign-up is pending until its payment is verified; every other kind is received. */
export type SubmissionStatus = 'received' | 'pending_payment' | 'paid';

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

export interface Database {
  submissions: SubmissionsTable;
}
