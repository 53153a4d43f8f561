import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import type { Database } from './schema';
import { migrationProvider } from './migrations';

export interface StorageOptions {
  dataDir: string;
  databaseUrl?: string | undefined;
}

export interface Storage {
  db: Kysely<Database>;
  dialect: 'sqlite' | 'postgres';
  /** The raw SQLite handle (group commit writes through it); absent on PostgreSQL. */
  sqlite?: SQLite.Database;
  close(): Promise<void>;
}

function openSqlite(dataDir: string): Storage {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = new SQLite(path.join(dataDir, 'site.sqlite'));
  // Durable before acknowledged: WAL with a sync on every commit.
  file.pragma('journal_mode = WAL');
  file.pragma('synchronous = FULL');
  file.pragma('busy_timeout = 5000');
  file.pragma('foreign_keys = ON');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: file }) });
  return { db, dialect: 'sqlite', sqlite: file, close: () => db.destroy() };
}

function openPostgres(databaseUrl: string): Storage {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  // A connection the server ends while idle or closing (restart, failover, a dropped
  // database) must not crash the process: queries still see their own errors, and the
  // pool opens a new connection when one is next needed.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, dialect: 'postgres', close: () => db.destroy() };
}

/** Opens SQLite under dataDir, or PostgreSQL when a URL is given, and migrates it. */
export async function openStorage(options: StorageOptions): Promise<Storage> {
  const storage = options.databaseUrl ? openPostgres(options.databaseUrl) : openSqlite(options.dataDir);
  const migrator = new Migrator({ db: storage.db, provider: migrationProvider(storage.dialect) });
  const { error } = await migrator.migrateToLatest();
  if (error) {
    await storage.close();
    throw error instanceof Error ? error : new Error(String(error));
  }
  return storage;
}

/** True when the database answers a trivial query. */
export async function databaseAnswers(storage: Storage): Promise<boolean> {
  try {
    await sql`select 1`.execute(storage.db);
    return true;
  } catch {
    return false;
  }
}
