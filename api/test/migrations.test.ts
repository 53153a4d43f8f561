import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import { Migrator } from 'kysely/migration';
import { describe, expect, it } from 'vitest';
import { openStorage } from '../src/storage';
import { createPostgresDatabase } from '@minibar/testing/test-database';
import { migrationProvider } from '../src/storage/migrations';
import { outboxRowFor } from '../src/storage/outbox-rows';
import type { OutboxTable, SubmissionsTable } from '../src/storage/schema';

/** The tables as they were before outbox rows named their event. */
interface BeforeOutboxEvents {
  submissions: SubmissionsTable;
  outbox: Omit<OutboxTable, 'event'>;
}

/** An empty database of the suite's kind (SQLite folder, or a new PostgreSQL database), with a way to remove it. */
async function emptyDatabase() {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'minibar-migrations-'));
  if (!adminUrl) {
    const open = () => new Kysely<BeforeOutboxEvents>({ dialect: new SqliteDialect({ database: new SQLite(path.join(dataDir, 'site.sqlite')) }) });
    return {
      dialect: 'sqlite' as const,
      dataDir,
      databaseUrl: undefined,
      open,
      drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const { url, drop } = await createPostgresDatabase(adminUrl, 'migrate');
  const open = () => new Kysely<BeforeOutboxEvents>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 2 }) }) });
  return { dialect: 'postgres' as const, dataDir, databaseUrl: url, open, drop };
}

describe('migrations', () => {
  it('keeps the notifications of a database from before outbox events, as arrivals, and allows a refund notice beside them', async () => {
    const database = await emptyDatabase();
    try {
      const db = database.open();
      const now = new Date().toISOString();
      try {
        const { error } = await new Migrator({ db, provider: migrationProvider(database.dialect) }).migrateTo('2026-11-08-001-outbox');
        expect(error).toBeUndefined();
        await db
          .insertInto('submissions')
          .values({ id: 's1', kind: 'driver', status: 'paid', payload: '{}', payment_intent_id: 'pi_1', created_at: now, updated_at: now })
          .execute();
        await db
          .insertInto('outbox')
          .values({
            id: 'o1',
            submission_id: 's1',
            status: 'sent',
            attempts: 1,
            next_attempt_at: now,
            locked_until: null,
            last_error: null,
            sent_at: now,
            created_at: now,
          })
          .execute();
      } finally {
        await db.destroy();
      }

      const storage = await openStorage({ dataDir: database.dataDir, databaseUrl: database.databaseUrl });
      try {
        expect(await storage.db.selectFrom('outbox').select(['id', 'submission_id', 'event', 'status']).execute()).toEqual([
          { id: 'o1', submission_id: 's1', event: 'received', status: 'sent' },
        ]);
        const refundNotice = (id: string) => ({ ...outboxRowFor('s1', now, 'refunded'), id });
        await storage.db.insertInto('outbox').values(refundNotice('o2')).execute();
        await expect(storage.db.insertInto('outbox').values(refundNotice('o3')).execute()).rejects.toThrow();
      } finally {
        await storage.close();
      }
    } finally {
      await database.drop();
    }
  });
});
