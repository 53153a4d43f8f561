import type { Kysely } from 'kysely';
import type { Migration, MigrationProvider } from 'kysely/migration';

/** Versioned migrations, applied in name order at start. Never edit one that has shipped. */
function migrationsFor(dialect: 'sqlite' | 'postgres'): Record<string, Migration> {
  const isPostgres = dialect === 'postgres';
  return {
  '2026-11-01-001-submissions': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('submissions')
        .addColumn('seq', isPostgres ? 'bigserial' : 'integer', (col) =>
          isPostgres ? col.primaryKey() : col.primaryKey().autoIncrement(),
        )
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
      await db.schema
        .createTable('outbox')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('submission_id', 'text', (col) => col.notNull().unique().references('submissions.id'))
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
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('outbox').execute();
    },
  },
  };
}

export function migrationProvider(dialect: 'sqlite' | 'postgres'): MigrationProvider {
  return { getMigrations: async () => migrationsFor(dialect) };
}
