import type { Insertable } from 'kysely';
import type { Storage } from './database';
import type { OutboxEvent, SubmissionsTable, SubmissionStatus } from './schema';
import { INSERT_OUTBOX_SQL, outboxRowFor, type OutboxRow } from './outbox-rows';

export interface StatusChange {
  id: string;
  /** Any of these statuses may move. */
  from: readonly SubmissionStatus[];
  to: SubmissionStatus;
  event: OutboxEvent;
  /** The new payload as JSON text, or null to keep it. */
  payload: string | null;
  now: string;
}

/** Inserts a submission and its outbox row in one PostgreSQL transaction. */
export async function insertWithOutbox(storage: Storage, row: Insertable<SubmissionsTable>, outbox: OutboxRow | undefined) {
  await storage.db.transaction().execute(async (trx) => {
    await trx.insertInto('submissions').values(row).execute();
    if (outbox) await trx.insertInto('outbox').values(outbox).execute();
  });
}

/**
 * Moves a submission into a status that is announced and writes its outbox row in the same
 * transaction; false when it was not in `from`. On SQLite the transaction runs
 * synchronously on the raw handle, so no other write can interleave with it.
 */
export async function transitionWithOutbox(storage: Storage, change: StatusChange): Promise<boolean> {
  const outbox = outboxRowFor(change.id, change.now, change.event);
  if (storage.sqlite) {
    const database = storage.sqlite;
    const fromList = change.from.map(() => '?').join(', ');
    return database.transaction(() => {
      const result = database
        .prepare(
          `update submissions set status = ?, updated_at = ?, payload = coalesce(?, payload)
           where id = ? and status in (${fromList})`,
        )
        .run(change.to, change.now, change.payload, change.id, ...change.from);
      if (result.changes !== 1) return false;
      database.prepare(INSERT_OUTBOX_SQL).run(outbox);
      return true;
    })();
  }
  return storage.db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('submissions')
      .set({ status: change.to, updated_at: change.now, ...(change.payload === null ? {} : { payload: change.payload }) })
      .where('id', '=', change.id)
      .where('status', 'in', change.from)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return false;
    await trx.insertInto('outbox').values(outbox).execute();
    return true;
  });
}
