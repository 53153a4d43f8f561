import type SQLite from 'better-sqlite3';

interface PendingInsert {
  row: Record<string, string | null>;
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
  private readonly insertMany: (rows: PendingInsert[]) => void;

  constructor(database: SQLite.Database) {
    this.insertStatement = database.prepare(
      `insert into submissions (id, kind, status, payload, payment_intent_id, created_at, updated_at)
       values (@id, @kind, @status, @payload, @payment_intent_id, @created_at, @updated_at)`,
    );
    this.insertMany = database.transaction((rows: PendingInsert[]) => {
      for (const pending of rows) this.insertStatement.run(pending.row);
    });
  }

  insert(row: Record<string, string | null>): Promise<void> {
    return new Promise((resolve, reject) => {
      this.queue.push({ row, resolve, reject });
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
          this.insertStatement.run(pending.row);
          pending.resolve();
        } catch (error) {
          pending.reject(error);
        }
      }
    }
  }
}
