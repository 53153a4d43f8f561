import { randomUUID } from 'node:crypto';
import type { Storage } from './database';
import type { SubmissionKind, SubmissionsTable, SubmissionStatus } from './schema';
import { GroupCommitter } from './group-commit';
import { announcementOf, isAnnounced, outboxRowFor } from './outbox-rows';
import { insertWithOutbox, transitionWithOutbox } from './outbox-writes';

export interface StoredSubmission<T = unknown> {
  id: string;
  kind: SubmissionKind;
  status: SubmissionStatus;
  payload: T;
  paymentIntentId: string | null;
  createdAt: string;
}

export interface NewSubmission {
  kind: SubmissionKind;
  payload: unknown;
  status?: SubmissionStatus;
  paymentIntentId?: string | null;
}

/** The columns a stored submission is read from. */
type Row = Pick<SubmissionsTable, 'id' | 'kind' | 'status' | 'payload' | 'payment_intent_id' | 'created_at'>;

function fromRow<T>(row: Row): StoredSubmission<T> {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    payload: JSON.parse(row.payload) as T,
    paymentIntentId: row.payment_intent_id,
    createdAt: row.created_at,
  };
}

/**
 * Reads and writes single submissions. The submissions table is also written by
 * outbox-writes.ts (a submission and its outbox row in one transaction) and read by
 * outbox-repository.ts and admin-queries.ts (the admin pages' lists and counts).
 */
export class SubmissionsRepository {
  private readonly committer: GroupCommitter | undefined;

  constructor(private readonly storage: Storage) {
    this.committer = storage.sqlite ? new GroupCommitter(storage.sqlite) : undefined;
  }

  /** Stores a submission durably; resolves only after the commit reached the disk. */
  async save(submission: NewSubmission): Promise<StoredSubmission> {
    const now = new Date().toISOString();
    const row: Row = {
      id: randomUUID(),
      kind: submission.kind,
      status: submission.status ?? 'received',
      payload: JSON.stringify(submission.payload),
      payment_intent_id: submission.paymentIntentId ?? null,
      created_at: now,
    };
    // Transactional outbox: the notification is stored with the submission or not at all.
    const outbox = isAnnounced(row.status) ? outboxRowFor(row.id, now) : undefined;
    if (this.committer) {
      await this.committer.insert({ ...row, updated_at: now }, outbox);
    } else {
      await insertWithOutbox(this.storage, { ...row, updated_at: now }, outbox);
    }
    return fromRow(row);
  }

  async findById<T = unknown>(id: string): Promise<StoredSubmission<T> | undefined> {
    const row = await this.storage.db.selectFrom('submissions').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? fromRow<T>(row) : undefined;
  }

  async findByPaymentIntent<T = unknown>(paymentIntentId: string): Promise<StoredSubmission<T> | undefined> {
    const row = await this.storage.db.selectFrom('submissions').selectAll().where('payment_intent_id', '=', paymentIntentId).executeTakeFirst();
    return row ? fromRow<T>(row) : undefined;
  }

  /**
   * Moves a submission from one status (or any of several) to another; false when it was not
   * in `from` (someone else got there first), so each transition happens once. A transition
   * that is news for the operator writes its outbox row in the same transaction.
   */
  async transition(id: string, from: SubmissionStatus | readonly SubmissionStatus[], to: SubmissionStatus, payload?: unknown): Promise<boolean> {
    const fromList: readonly SubmissionStatus[] = typeof from === 'string' ? [from] : from;
    const event = announcementOf(fromList, to);
    if (event) {
      const newPayload = payload === undefined ? null : JSON.stringify(payload);
      return transitionWithOutbox(this.storage, { id, from: fromList, to, event, payload: newPayload, now: new Date().toISOString() });
    }
    const result = await this.storage.db
      .updateTable('submissions')
      .set({
        status: to,
        updated_at: new Date().toISOString(),
        ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
      })
      .where('id', '=', id)
      .where('status', 'in', fromList)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Deletes a driver sign-up that was never paid (its personal data goes with it); false if it moved on meanwhile. */
  async deleteUnpaid(id: string): Promise<boolean> {
    const result = await this.storage.db.deleteFrom('submissions').where('id', '=', id).where('status', '=', 'pending_payment').executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  }

  /** Unpaid driver sign-ups created before `before`, oldest first. */
  async unpaidBefore(before: Date, limit: number): Promise<Array<{ id: string; paymentIntentId: string | null }>> {
    const rows = await this.storage.db
      .selectFrom('submissions')
      .select(['id', 'payment_intent_id'])
      .where('status', '=', 'pending_payment')
      .where('created_at', '<', before.toISOString())
      .orderBy('seq')
      .limit(limit)
      .execute();
    return rows.map((row) => ({ id: row.id, paymentIntentId: row.payment_intent_id }));
  }

  async listByKind<T = unknown>(kind: SubmissionKind, limit = 50): Promise<StoredSubmission<T>[]> {
    const rows = await this.storage.db.selectFrom('submissions').selectAll().where('kind', '=', kind).orderBy('seq', 'desc').limit(limit).execute();
    return rows.map((row) => fromRow<T>(row));
  }

  async count(kind?: SubmissionKind): Promise<number> {
    let query = this.storage.db.selectFrom('submissions').select((eb) => eb.fn.countAll<number>().as('n'));
    if (kind) query = query.where('kind', '=', kind);
    const { n } = await query.executeTakeFirstOrThrow();
    return Number(n);
  }
}
