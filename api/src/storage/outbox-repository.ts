import type { Storage } from './database';
import type { OutboxEvent, OutboxStatus, SubmissionKind } from './schema';

/** A notification a worker holds until its lease ends. */
export interface ClaimedNotification {
  id: string;
  submissionId: string;
  event: OutboxEvent;
  kind: SubmissionKind;
  receivedAt: string;
  /** Including this one. */
  attempts: number;
}

export interface FailedAttempt {
  id: string;
  error: string;
  nextAttemptAt: string;
  /** True when this was the last attempt: the row becomes 'failed'. */
  givingUp: boolean;
}

const MAX_ERROR_LENGTH = 500;

/** The only module that reads or writes the outbox table for the notification worker. */
export class OutboxRepository {
  constructor(private readonly storage: Storage) {}

  /**
   * Takes up to `limit` due rows for `leaseMs`. On PostgreSQL `FOR UPDATE SKIP LOCKED`
   * lets several API replicas claim at once without taking the same row; on SQLite the
   * single UPDATE is atomic in the one process that writes the file.
   */
  async claimDue(limit: number, leaseMs: number, now = new Date()): Promise<ClaimedNotification[]> {
    const { db, dialect } = this.storage;
    const nowIso = now.toISOString();
    let due = db
      .selectFrom('outbox')
      .select('id')
      .where('status', '=', 'pending')
      .where('next_attempt_at', '<=', nowIso)
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', nowIso)]))
      .orderBy('next_attempt_at')
      .limit(limit);
    if (dialect === 'postgres') due = due.forUpdate().skipLocked();
    const claimed = await db
      .updateTable('outbox')
      .set((eb) => ({ locked_until: new Date(now.getTime() + leaseMs).toISOString(), attempts: eb('attempts', '+', 1) }))
      .where('id', 'in', due)
      .returning(['id', 'submission_id', 'event', 'attempts'])
      .execute();
    if (claimed.length === 0) return [];
    const submissions = await db
      .selectFrom('submissions')
      .select(['id', 'kind', 'created_at'])
      .where(
        'id',
        'in',
        claimed.map((row) => row.submission_id),
      )
      .execute();
    const byId = new Map(submissions.map((row) => [row.id, row]));
    return claimed.flatMap((row) => {
      const submission = byId.get(row.submission_id);
      if (!submission) return [];
      return [
        {
          id: row.id,
          submissionId: row.submission_id,
          event: row.event,
          kind: submission.kind,
          receivedAt: submission.created_at,
          attempts: Number(row.attempts),
        },
      ];
    });
  }

  async markSent(id: string, now = new Date()): Promise<void> {
    await this.storage.db
      .updateTable('outbox')
      .set({ status: 'sent', sent_at: now.toISOString(), locked_until: null, last_error: null })
      .where('id', '=', id)
      .execute();
  }

  async markFailed(attempt: FailedAttempt): Promise<void> {
    const status: OutboxStatus = attempt.givingUp ? 'failed' : 'pending';
    await this.storage.db
      .updateTable('outbox')
      .set({ status, next_attempt_at: attempt.nextAttemptAt, locked_until: null, last_error: attempt.error.slice(0, MAX_ERROR_LENGTH) })
      .where('id', '=', attempt.id)
      .where('status', '=', 'pending')
      .execute();
  }

  async countByStatus(): Promise<Record<OutboxStatus, number>> {
    const rows = await this.storage.db
      .selectFrom('outbox')
      .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('status')
      .execute();
    const counts: Record<OutboxStatus, number> = { pending: 0, sent: 0, failed: 0 };
    for (const row of rows) counts[row.status] = Number(row.n);
    return counts;
  }
}
