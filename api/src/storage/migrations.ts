import type { Kysely, Migration, MigrationProvider } from 'kysely';

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
  };
}

export function migrationProvider(dialect: 'sqlite' | 'postgres'): MigrationProvider {
  return { getMigrations: async () => migrationsFor(dialect) };
}
