import { once } from 'node:events';
import type { Response } from 'express';
import type { AdminQueries, AdminSubmission, SubmissionKind } from '../storage';
import { csvRecord } from './csv';
import { EXPORT_FIELDS, EXPORT_LEAD_COLUMNS } from './export-columns';

function recordOf(submission: AdminSubmission, fields: readonly string[]): string {
  return csvRecord([
    submission.id,
    submission.createdAt,
    submission.status,
    submission.notification?.status ?? '',
    ...fields.map((field) => submission.payload[field]),
  ]);
}

/**
 * Streams every submission of a kind as CSV, oldest first, reading `batchSize` rows at a
 * time by keyset (seq > last seen), so memory stays flat however many rows there are.
 * Waits for the socket to drain between batches and stops when the client goes away.
 */
export async function streamCsvExport(res: Response, queries: AdminQueries, kind: SubmissionKind, batchSize: number): Promise<void> {
  const fields = EXPORT_FIELDS[kind];
  res.status(200);
  res.set({
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${kind}-submissions.csv"`,
    'Cache-Control': 'no-store',
  });
  res.write(csvRecord([...EXPORT_LEAD_COLUMNS, ...fields]));
  let afterSeq = 0;
  for (;;) {
    const batch = await queries.batchAfter(kind, afterSeq, batchSize);
    if (res.destroyed) return;
    if (batch.length === 0) break;
    const chunk = batch.map((submission) => recordOf(submission, fields)).join('');
    afterSeq = batch[batch.length - 1]!.seq;
    if (!res.write(chunk)) await Promise.race([once(res, 'drain'), once(res, 'close')]);
    if (batch.length < batchSize) break;
  }
  res.end();
}
