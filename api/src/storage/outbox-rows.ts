import { randomUUID } from 'node:crypto';
import type { OutboxEvent, OutboxTable, SubmissionStatus } from './schema';

export type OutboxRow = Omit<OutboxTable, never>;

/**
 * A submission is announced when it is accepted: every kind on arrival, a driver sign-up
 * only once its payment is verified ('pending_payment' is not yet a sign-up).
 */
export function isAnnounced(status: SubmissionStatus): boolean {
  return status !== 'pending_payment';
}

/** What moving a submission into `to` announces: its arrival, a refund, a dispute, or nothing. */
export function announcementOf(from: readonly SubmissionStatus[], to: SubmissionStatus): OutboxEvent | undefined {
  if (to === 'refunded' || to === 'disputed') return to;
  return isAnnounced(to) && from.every((status) => !isAnnounced(status)) ? 'received' : undefined;
}

/** The outbox row that announces one event of a submission; due at once. */
export function outboxRowFor(submissionId: string, now: string, event: OutboxEvent = 'received'): OutboxRow {
  return {
    id: randomUUID(),
    submission_id: submissionId,
    event,
    status: 'pending',
    attempts: 0,
    next_attempt_at: now,
    locked_until: null,
    last_error: null,
    sent_at: null,
    created_at: now,
  };
}

export const INSERT_OUTBOX_SQL = `insert into outbox (id, submission_id, event, status, attempts, next_attempt_at, locked_until, last_error, sent_at, created_at)
  values (@id, @submission_id, @event, @status, @attempts, @next_attempt_at, @locked_until, @last_error, @sent_at, @created_at)`;
