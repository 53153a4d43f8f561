import type { Insertable } from 'kysely';
import type { Storage } from './database';
import type { SubmissionsTable, SubmissionStatus } from './schema';
import { INSERT_OUTBOX_SQL, outboxRowFor, type OutboxRow } from './outbox-rows';

export interface StatusChange {
  id: string;
  from: SubmissionStatus;
  to: SubmissionStatus;
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
 * Moves a submission into an announced status and writes its outbox row in the same
 * transaction; false when it was not in `from`. On SQLite the transaction runs
 * synchronously on the raw handle, so no other write can interleave with it.
 */
export async function transitionWithOutbox(storage: Storage, change: StatusChange): Promise<boolean> {
  const outbox = outboxRowFor(change.id, change.now);
  if (storage.sqlite) {
    const database = storage.sqlite;
    return database.transaction(() => {
      const result = database
        .prepare(
          `update submissions set status = @to, updated_at = @now, payload = coalesce(@payload, payload)
           where id = @id and status = @from`,
        )
        .run(change);
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
      .where('status', '=', change.from)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return false;
    await trx.insertInto('outbox').values(outbox).execute();
    return true;
  });
}
