// Section "durability": every acknowledged contact message must survive a SIGKILL of the
// server. Each message carries a unique marker, so the check does not depend on the ids the
// server returned (those are checked too). Then the same on PostgreSQL with two API processes
// (one killed) and on SQLite killed while sending a notification (durability-crashes.mjs).
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import SQLite from 'better-sqlite3';
import { contactBody, UNLIMITED } from './api-throughput.mjs';
import { removeDir, startSite, tempDir } from './site-process.mjs';
import { heading, saveSection, table } from './report.mjs';
import { runPostgresReplicas, runSqliteKilledDuringSend } from './durability-crashes.mjs';

const CONCURRENCY = 100;
const REQUEST_TIMEOUT_MS = 30_000;

/**
 * @typedef {{ index: number, marker: string, outcome?: 'acknowledged' | 'refused' | 'failed', status?: number, id?: string, error?: string }} Attempt
 */

export async function post(url, attempt) {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(contactBody(attempt.marker)),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    attempt.status = response.status;
    const answer = await response.json().catch(() => ({}));
    if (response.ok && typeof answer.id === 'string') {
      attempt.outcome = 'acknowledged';
      attempt.id = answer.id;
    } else {
      attempt.outcome = 'refused';
    }
  } catch (error) {
    // No answer at all: the server died with the request in flight (or refused the connection).
    attempt.outcome = 'failed';
    attempt.error = error?.cause?.code ?? error?.name ?? String(error);
  }
}

/**
 * Sends queued attempts with CONCURRENCY requests in flight until the queue is empty or
 * `shouldStop()` says so; requests already in flight run to their end.
 */
export async function sendPool(url, queue, { onAcknowledged = () => {}, shouldStop = () => false } = {}) {
  const worker = async () => {
    while (queue.length && !shouldStop()) {
      const attempt = queue.shift();
      await post(url, attempt);
      if (attempt.outcome === 'acknowledged') onAcknowledged();
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
}

/**
 * One attempt per message of a run, each with a marker no other message carries.
 * @returns {Attempt[]}
 */
export const attemptsFor = (total, runId) => Array.from({ length: total }, (_, index) => ({ index, marker: `durability-${runId}-${index}` }));

/** Stored contact rows by id and by marker, from rows of { id, payload }. */
export function storedOf(rows, runId) {
  const ids = new Set(rows.map((row) => row.id));
  const markers = new Map();
  const pattern = new RegExp(`durability-${runId}-\\d+`);
  for (const row of rows) {
    const marker = pattern.exec(JSON.parse(row.payload).message ?? '')?.[0];
    if (marker) markers.set(marker, (markers.get(marker) ?? 0) + 1);
  }
  return { ids, markers };
}

/** The rows `query` returns from the site's SQLite database in `dataDir`, opened read-only. */
export function readSqlite(dataDir, query) {
  const db = new SQLite(path.join(dataDir, 'site.sqlite'), { readonly: true, fileMustExist: true });
  try {
    return db.prepare(query).all();
  } finally {
    db.close();
  }
}

/** What the database holds: contact rows by id and by marker. */
const readStored = (dataDir, runId) => storedOf(readSqlite(dataDir, "select id, payload from submissions where kind = 'contact'"), runId);

export function countOutcomes(attempts, stored) {
  const acknowledged = attempts.filter((a) => a.outcome === 'acknowledged');
  const unacknowledged = attempts.filter((a) => a.outcome && a.outcome !== 'acknowledged');
  return {
    sent: attempts.filter((a) => a.outcome).length,
    acknowledged: acknowledged.length,
    acknowledgedIdsFound: acknowledged.filter((a) => stored.ids.has(a.id)).length,
    acknowledgedMarkersFound: acknowledged.filter((a) => stored.markers.has(a.marker)).length,
    lostAcknowledged: acknowledged.filter((a) => !stored.ids.has(a.id) || !stored.markers.has(a.marker)).length,
    failedDuringCrash: attempts.filter((a) => a.outcome === 'failed').length,
    refused: attempts.filter((a) => a.outcome === 'refused').length,
    storedWithoutAcknowledgement: unacknowledged.filter((a) => stored.markers.has(a.marker)).length,
    storedTwice: [...stored.markers.values()].filter((count) => count > 1).length,
  };
}

/** What each figure counts, in the order the tables print them. */
const FIGURE_LABELS = {
  sent: 'requests sent',
  sentBeforeCrash: '  of which before the crash',
  acknowledged: 'acknowledged (2xx with an id)',
  acknowledgedIdsFound: 'acknowledged ids found in the database',
  acknowledgedMarkersFound: 'acknowledged markers found in the database',
  lostAcknowledged: 'LOST acknowledged writes',
  failedDuringCrash: 'failed during the crash (no answer, not counted as lost)',
  refused: 'refused (an answer other than 2xx)',
  storedWithoutAcknowledgement: 'stored though never acknowledged',
  storedTwice: 'stored more than once (duplicates)',
  outboxRows: 'outbox rows',
  outboxRowsSent: 'outbox rows marked sent',
  rowsEmailedOnce: 'outbox rows emailed exactly once',
  rowsEmailedTwiceOrMore: 'outbox rows emailed more than once',
  rowsNeverEmailed: 'outbox rows never emailed',
};

/** Prints every counted figure a run has, one row each. */
export function printFigures(figures) {
  table(
    ['figure', 'count'],
    Object.entries(FIGURE_LABELS)
      .filter(([key]) => key in figures)
      .map(([key, label]) => [label, figures[key]]),
  );
}

export async function runDurability() {
  heading('durability: acknowledged contact messages after SIGKILL');
  const total = Number(process.env.BENCH_MESSAGES ?? 5000);
  const killAfter = Math.round(total * 0.4);
  const runId = randomUUID().slice(0, 8);
  const attempts = attemptsFor(total, runId);
  const queue = [...attempts];
  const dataDir = tempDir('durability');
  let site;
  try {
    site = await startSite({ dataDir, env: UNLIMITED });
    const { port } = site;
    let acknowledged = 0;
    let killing;
    await sendPool(`${site.url}/api/contact`, queue, {
      shouldStop: () => Boolean(killing),
      onAcknowledged: () => {
        acknowledged += 1;
        if (acknowledged >= killAfter && !killing) killing = site.kill();
      },
    });
    await killing;
    const sentBeforeCrash = attempts.filter((a) => a.outcome).length;
    site = await startSite({ dataDir, env: UNLIMITED, port });
    await sendPool(`${site.url}/api/contact`, queue);
    await site.stop();
    site = undefined;

    const figures = {
      total,
      killAfterAcknowledgements: killAfter,
      concurrency: CONCURRENCY,
      sentBeforeCrash,
      ...countOutcomes(attempts, readStored(dataDir, runId)),
    };
    console.log(
      `${total} messages, ${CONCURRENCY} in flight, SIGKILL after ${killAfter} acknowledgements, restart on the same data, then the rest (SQLite).`,
    );
    printFigures(figures);
    const sqlite = { ...figures, acknowledgedIds: attempts.filter((a) => a.id).map((a) => a.id) };
    saveSection('durability', sqlite);

    heading('durability: PostgreSQL, two API processes behind one port, one SIGKILLed mid-load');
    console.log(
      `${total} messages through a round-robin proxy, SIGKILL of the second process after ${killAfter} acknowledgements; the first carries on.`,
    );
    const postgres = await runPostgresReplicas(total);
    if (postgres.skipped) console.log(`Skipped: ${postgres.skipped}`);
    else printFigures(postgres);
    saveSection('durability', { ...sqlite, postgresTwoProcesses: postgres });

    heading('durability: SQLite, SIGKILL while the notification worker sends');
    const duringSend = await runSqliteKilledDuringSend(total);
    console.log(`${total} messages; SIGKILL while the SMTP server holds its answer to email ${duringSend.killAtEmail}, restart on the same data.`);
    printFigures(duringSend);
    saveSection('durability', { ...sqlite, postgresTwoProcesses: postgres, sqliteKilledDuringSend: duringSend });
  } finally {
    await site?.kill();
    removeDir(dataDir);
  }
}
