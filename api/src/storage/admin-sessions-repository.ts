import { sql } from 'kysely';
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

  /** Counts one failed sign-in of `client`; a window older than `windowStart` starts again at 1. Answers the count. */
  async recordFailure(client: string, now: Date, windowStart: Date): Promise<number> {
    const nowIso = now.toISOString();
    const stale = sql<boolean>`admin_sign_in_failures.first_failed_at < ${windowStart.toISOString()}`;
    const row = await this.storage.db
      .insertInto('admin_sign_in_failures')
      .values({ client, failures: 1, first_failed_at: nowIso, locked_until: null })
      .onConflict((oc) =>
        oc.column('client').doUpdateSet({
          failures: sql<number>`case when ${stale} then 1 else admin_sign_in_failures.failures + 1 end`,
          first_failed_at: sql<string>`case when ${stale} then ${nowIso} else admin_sign_in_failures.first_failed_at end`,
        }),
      )
      .returning('failures')
      .executeTakeFirstOrThrow();
    return Number(row.failures);
  }

  async lockUntil(client: string, until: Date): Promise<void> {
    await this.storage.db.updateTable('admin_sign_in_failures').set({ locked_until: until.toISOString() }).where('client', '=', client).execute();
  }

  async lockedUntil(client: string): Promise<Date | undefined> {
    const row = await this.storage.db.selectFrom('admin_sign_in_failures').select('locked_until').where('client', '=', client).executeTakeFirst();
    return row?.locked_until ? new Date(row.locked_until) : undefined;
  }

  async clearFailures(client: string): Promise<void> {
    await this.storage.db.deleteFrom('admin_sign_in_failures').where('client', '=', client).execute();
  }
}
