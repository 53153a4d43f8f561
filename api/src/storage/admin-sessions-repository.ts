import { sql, type RawBuilder } from 'kysely';
import type { Storage } from './database';

export interface StoredAdminSession {
  expiresAt: Date;
  lastSeenAt: Date;
  revokedAt: Date | null;
}

/** The only module that reads or writes the admin session and sign-in failure tables. */
export class AdminSessionsRepository {
  constructor(private readonly storage: Storage) {}

  async create(idHash: string, now: Date, expiresAt: Date): Promise<void> {
    const nowIso = now.toISOString();
    await this.storage.db
      .insertInto('admin_sessions')
      .values({ id_hash: idHash, created_at: nowIso, expires_at: expiresAt.toISOString(), last_seen_at: nowIso, revoked_at: null })
      .execute();
  }

  async find(idHash: string): Promise<StoredAdminSession | undefined> {
    const row = await this.storage.db.selectFrom('admin_sessions').selectAll().where('id_hash', '=', idHash).executeTakeFirst();
    if (!row) return undefined;
    return {
      expiresAt: new Date(row.expires_at),
      lastSeenAt: new Date(row.last_seen_at),
      revokedAt: row.revoked_at ? new Date(row.revoked_at) : null,
    };
  }

  async touch(idHash: string, now: Date): Promise<void> {
    await this.storage.db.updateTable('admin_sessions').set({ last_seen_at: now.toISOString() }).where('id_hash', '=', idHash).execute();
  }

  async revoke(idHash: string, now: Date): Promise<void> {
    await this.storage.db
      .updateTable('admin_sessions')
      .set({ revoked_at: now.toISOString() })
      .where('id_hash', '=', idHash)
      .where('revoked_at', 'is', null)
      .execute();
  }

  /** Revokes every live session; answers how many. Sessions that ended long ago are deleted. */
  async revokeAll(now: Date): Promise<number> {
    const nowIso = now.toISOString();
    await this.storage.db.deleteFrom('admin_sessions').where('expires_at', '<', nowIso).execute();
    const result = await this.storage.db.updateTable('admin_sessions').set({ revoked_at: nowIso }).where('revoked_at', 'is', null).executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /**
   * Counts one sign-in attempt of `client` and takes the lock its count earns, in one
   * statement, so parallel attempts each get their own count. A window older than
   * `windowStart` starts again at 1. Answers the count, or undefined when the client is
   * locked at `now` (the attempt is then not counted).
   */
  async countAttempt(
    client: string,
    now: Date,
    windowStart: Date,
    lockFor: (attempts: number) => Date | null,
    lockSteps: number,
  ): Promise<number | undefined> {
    const nowIso = now.toISOString();
    const stale = sql<boolean>`admin_sign_in_failures.first_failed_at < ${windowStart.toISOString()}`;
    const attempts = sql<number>`case when ${stale} then 1 else admin_sign_in_failures.failures + 1 end`;
    const row = await this.storage.db
      .insertInto('admin_sign_in_failures')
      .values({ client, failures: 1, first_failed_at: nowIso, locked_until: lockFor(1)?.toISOString() ?? null })
      .onConflict((oc) =>
        oc
          .column('client')
          .doUpdateSet({
            failures: attempts,
            first_failed_at: sql<string>`case when ${stale} then ${nowIso} else admin_sign_in_failures.first_failed_at end`,
            locked_until: lockAfter(attempts, lockFor, lockSteps),
          })
          .where((eb) => eb.or([eb('admin_sign_in_failures.locked_until', 'is', null), eb('admin_sign_in_failures.locked_until', '<=', nowIso)])),
      )
      .returning('failures')
      .executeTakeFirst();
    return row ? Number(row.failures) : undefined;
  }

  async lockedUntil(client: string): Promise<Date | undefined> {
    const row = await this.storage.db.selectFrom('admin_sign_in_failures').select('locked_until').where('client', '=', client).executeTakeFirst();
    return row?.locked_until ? new Date(row.locked_until) : undefined;
  }

  async clearFailures(client: string): Promise<void> {
    await this.storage.db.deleteFrom('admin_sign_in_failures').where('client', '=', client).execute();
  }
}

/**
 * The lock an attempt's count earns, as SQL over that count: the counts from 1 to
 * `lockSteps` each get their own time, any higher count the last one's.
 */
function lockAfter(attempts: RawBuilder<number>, lockFor: (attempts: number) => Date | null, lockSteps: number) {
  const times = Array.from({ length: lockSteps }, (_, i) => lockFor(i + 1)?.toISOString() ?? null);
  const cases = times.map((until, i) => sql`when ${attempts} = ${i + 1} then ${until}`);
  return sql<string | null>`case ${sql.join(cases, sql` `)} else ${times.at(-1) ?? null} end`;
}
