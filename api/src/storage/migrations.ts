import { sql, type Kysely } from 'kysely';
import type { Migration, MigrationProvider } from 'kysely/migration';

/**
 * The outbox table as its two versions have it: one row per submission at first, then one
 * row per event of a submission (SQLite cannot drop the unique constraint, so it rebuilds
 * the table with the same columns plus `event`).
 */
async function createOutbox(db: Kysely<any>, { eventPerRow }: { eventPerRow: boolean }) {
  let table = db.schema
    .createTable('outbox')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('submission_id', 'text', (col) => (eventPerRow ? col.notNull() : col.notNull().unique()).references('submissions.id'));
  if (eventPerRow) table = table.addColumn('event', 'text', (col) => col.notNull().defaultTo('received'));
  await table
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (col) => col.notNull())
    .addColumn('locked_until', 'text')
    .addColumn('last_error', 'text')
    .addColumn('sent_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  // The worker's claim: due pending rows, oldest first.
  await db.schema.createIndex('outbox_status_due').on('outbox').columns(['status', 'next_attempt_at']).execute();
}

/** Versioned migrations, applied in name order at start. Never change what one that has shipped does. */
function migrationsFor(dialect: 'sqlite' | 'postgres'): Record<string, Migration> {
  const isPostgres = dialect === 'postgres';
  return {
    '2026-11-01-001-submissions': {
      async up(db: Kysely<any>) {
        await db.schema
          .createTable('submissions')
          .addColumn('seq', isPostgres ? 'bigserial' : 'integer', (col) => (isPostgres ? col.primaryKey() : col.primaryKey().autoIncrement()))
          .addColumn('id', 'text', (col) => col.notNull().unique())
          .addColumn('kind', 'text', (col) => col.notNull())
          .addColumn('status', 'text', (col) => col.notNull())
          .addColumn('payload', 'text', (col) => col.notNull())
          .addColumn('payment_intent_id', 'text', (col) => col.unique())
          .addColumn('created_at', 'text', (col) => col.notNull())
          .addColumn('updated_at', 'text', (col) => col.notNull())
          .execute();
        await db.schema.createIndex('submissions_kind_seq').on('submissions').columns(['kind', 'seq']).execute();
      },
      async down(db: Kysely<any>) {
        await db.schema.dropTable('submissions').execute();
      },
    },
    '2026-11-08-001-outbox': {
      async up(db: Kysely<any>) {
        await createOutbox(db, { eventPerRow: false });
      },
      async down(db: Kysely<any>) {
        await db.schema.dropTable('outbox').execute();
      },
    },
    '2026-11-23-001-admin-sessions': {
      async up(db: Kysely<any>) {
        await db.schema
          .createTable('admin_sessions')
          .addColumn('id_hash', 'text', (col) => col.primaryKey())
          .addColumn('created_at', 'text', (col) => col.notNull())
          .addColumn('expires_at', 'text', (col) => col.notNull())
          .addColumn('last_seen_at', 'text', (col) => col.notNull())
          .addColumn('revoked_at', 'text')
          .execute();
        await db.schema
          .createTable('admin_sign_in_failures')
          .addColumn('client', 'text', (col) => col.primaryKey())
          .addColumn('failures', 'integer', (col) => col.notNull())
          .addColumn('first_failed_at', 'text', (col) => col.notNull())
          .addColumn('locked_until', 'text')
          .execute();
      },
      async down(db: Kysely<any>) {
        await db.schema.dropTable('admin_sign_in_failures').execute();
        await db.schema.dropTable('admin_sessions').execute();
      },
    },
    '2026-11-23-002-outbox-events': {
      // A submission can be announced more than once (received, then refunded or disputed): one row per event.
      async up(db: Kysely<any>) {
        if (isPostgres) {
          await sql`alter table outbox add column event text not null default 'received'`.execute(db);
          await sql`alter table outbox drop constraint outbox_submission_id_key`.execute(db);
        } else {
          await sql`alter table outbox rename to outbox_before_events`.execute(db);
          await sql`drop index outbox_status_due`.execute(db);
          await createOutbox(db, { eventPerRow: true });
          await sql`insert into outbox (id, submission_id, event, status, attempts, next_attempt_at, locked_until, last_error, sent_at, created_at)
          select id, submission_id, 'received', status, attempts, next_attempt_at, locked_until, last_error, sent_at, created_at from outbox_before_events`.execute(
            db,
          );
          await sql`drop table outbox_before_events`.execute(db);
        }
        await db.schema.createIndex('outbox_submission_event').on('outbox').columns(['submission_id', 'event']).unique().execute();
      },
      async down() {
        throw new Error('The outbox cannot go back to one row per submission once events exist.');
      },
    },
  };
}

export function migrationProvider(dialect: 'sqlite' | 'postgres'): MigrationProvider {
  return { getMigrations: async () => migrationsFor(dialect) };
}
