import type SQLite from 'better-sqlite3';
import { INSERT_OUTBOX_SQL, type OutboxRow } from './outbox-rows';

interface PendingInsert {
  row: Record<string, string | null>;
  /** Written in the same transaction as the row (transactional outbox). */
  outbox: OutboxRow | undefined;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit for SQLite: inserts that arrive together are written in one transaction
 * (one sync to disk), and each caller is answered only after that commit. A failing
 * batch is retried row by row so one bad row cannot fail its neighbours.
 */
export class GroupCommitter {
  private queue: PendingInsert[] = [];
  private scheduled = false;
  private readonly insertStatement: SQLite.Statement;
  private readonly insertOutboxStatement: SQLite.Statement;
  private readonly insertMany: (rows: PendingInsert[]) => void;
  private readonly insertOne: (pending: PendingInsert) => void;

  constructor(database: SQLite.Database) {
    this.insertStatement = database.prepare(
      `insert into submissions (id, kind, status, payload, payment_intent_id, created_at, updated_at)
       values (@id, @kind, @status, @payload, @payment_intent_id, @created_at, @updated_at)`,
    );
    this.insertOutboxStatement = database.prepare(INSERT_OUTBOX_SQL);
    const write = (pending: PendingInsert) => {
      this.insertStatement.run(pending.row);
      if (pending.outbox) this.insertOutboxStatement.run(pending.outbox);
    };
    this.insertMany = database.transaction((rows: PendingInsert[]) => {
      for (const pending of rows) write(pending);
    });
    this.insertOne = database.transaction(write);
  }

  insert(row: Record<string, string | null>, outbox?: OutboxRow): Promise<void> {
    return new Promise((resolve, reject) => {
      this.queue.push({ row, outbox, resolve, reject });
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => this.flush());
      }
    });
  }

  private flush(): void {
    const batch = this.queue;
    this.queue = [];
    this.scheduled = false;
    try {
      this.insertMany(batch);
      for (const pending of batch) pending.resolve();
    } catch {
      for (const pending of batch) {
        try {
          this.insertOne(pending);
          pending.resolve();
        } catch (error) {
          pending.reject(error);
        }
      }
    }
  }
}
