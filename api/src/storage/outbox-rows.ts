import { randomUUID } from 'node:crypto';
import type { OutboxTable, SubmissionStatus } from './schema';

export type OutboxRow = Omit<OutboxTable, never>;

/**
 * A submission is announced when it is accepted: every kind on arrival, a driver sign-up
 * only once its payment is verified ('pending_payment' is not yet a sign-up).
 */
export function isAnnounced(status: SubmissionStatus): boolean {
  return status !== 'pending_payment';
}

/** The outbox row that announces one submission; due at once. */
export function outboxRowFor(submissionId: string, now: string): OutboxRow {
  return {
    id: randomUUID(),
    submission_id: submissionId,
    status: 'pending',
    attempts: 0,
    next_attempt_at: now,
    locked_until: null,
    last_error: null,
    sent_at: null,
    created_at: now,
  };
}

export const INSERT_OUTBOX_SQL = `insert into outbox (id, submission_id, status, attempts, next_attempt_at, locked_until, last_error, sent_at, created_at)
  values (@id, @submission_id, @status, @attempts, @next_attempt_at, @locked_until, @last_error, @sent_at, @created_at)`;
