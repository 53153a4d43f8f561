import { sql, type Expression, type SqlBool } from 'kysely';
import type { Storage } from './database';
import type { AdminSubmission } from '@minibar/contracts';
import type { OutboxStatus, SubmissionKind, SubmissionStatus } from './schema';

export type { AdminSubmission };

export interface SubmissionPageQuery {
  kind: SubmissionKind;
  /** 1-based. */
  page: number;
  pageSize: number;
  /** Plain text searched in the payload; LIKE wildcards in it are matched literally. */
  search?: string | undefined;
}

/** `%text%` with the LIKE metacharacters (\ % _) escaped, for `like ... escape '\'`. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

type JoinedRow = {
  seq: number | string;
  id: string;
  kind: SubmissionKind;
  status: SubmissionStatus;
  payload: string;
  created_at: string;
  outbox_status: OutboxStatus | null;
  attempts: number | null;
  last_error: string | null;
  sent_at: string | null;
};

function fromJoinedRow(row: JoinedRow): AdminSubmission {
  return {
    seq: Number(row.seq),
    id: row.id,
    kind: row.kind,
    status: row.status,
    payload: JSON.parse(row.payload) as Record<string, unknown>,
    createdAt: row.created_at,
    notification: row.outbox_status
      ? { status: row.outbox_status, attempts: Number(row.attempts), lastError: row.last_error, sentAt: row.sent_at }
      : null,
  };
}

/** Read-only queries of the admin dashboard and its CSV export. */
export class AdminQueries {
  constructor(private readonly storage: Storage) {}

  private joined() {
    return this.storage.db
      .selectFrom('submissions as s')
      .leftJoin('outbox as o', (join) => join.onRef('o.submission_id', '=', 's.id').on('o.event', '=', 'received'))
      .select([
        's.seq',
        's.id',
        's.kind',
        's.status',
        's.payload',
        's.created_at',
        'o.status as outbox_status',
        'o.attempts',
        'o.last_error',
        'o.sent_at',
      ]);
  }

  private matches(search: string): Expression<SqlBool> {
    // Case-insensitive in both: SQLite's LIKE folds ASCII case, PostgreSQL needs ILIKE.
    const operator = sql.raw(this.storage.dialect === 'postgres' ? 'ilike' : 'like');
    return sql<SqlBool>`s.payload ${operator} ${containsPattern(search)} escape '\\'`;
  }

  /** Counts per kind and status. */
  async countsByKindAndStatus(): Promise<Array<{ kind: SubmissionKind; status: SubmissionStatus; count: number }>> {
    const rows = await this.storage.db
      .selectFrom('submissions')
      .select(['kind', 'status', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy(['kind', 'status'])
      .execute();
    return rows.map((row) => ({ kind: row.kind, status: row.status, count: Number(row.n) }));
  }

  /** One page, newest first (the (kind, seq) index serves it), and the total that matched. */
  async page(query: SubmissionPageQuery): Promise<{ items: AdminSubmission[]; total: number }> {
    const search = query.search?.trim();
    let rows = this.joined().where('s.kind', '=', query.kind);
    let total = this.storage.db
      .selectFrom('submissions as s')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('s.kind', '=', query.kind);
    if (search) {
      rows = rows.where(this.matches(search));
      total = total.where(this.matches(search));
    }
    const [items, counted] = await Promise.all([
      rows
        .orderBy('s.seq', 'desc')
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize)
        .execute(),
      total.executeTakeFirstOrThrow(),
    ]);
    return { items: items.map(fromJoinedRow), total: Number(counted.n) };
  }

  async findById(id: string): Promise<AdminSubmission | undefined> {
    const row = await this.joined().where('s.id', '=', id).executeTakeFirst();
    return row ? fromJoinedRow(row) : undefined;
  }

  /** Keyset pagination for the export: the next `limit` rows after `afterSeq`, oldest first. */
  async batchAfter(kind: SubmissionKind, afterSeq: number, limit: number): Promise<AdminSubmission[]> {
    const rows = await this.joined().where('s.kind', '=', kind).where('s.seq', '>', afterSeq).orderBy('s.seq', 'asc').limit(limit).execute();
    return rows.map(fromJoinedRow);
  }
}
