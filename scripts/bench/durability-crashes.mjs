// Durability beyond one SQLite process: (1) PostgreSQL with two API processes behind one
// port, one SIGKILLed mid-load; (2) SQLite with the process SIGKILLed while its notification
// worker is sending an email. Both check every acknowledged submission is stored exactly once
// and every outbox row ends sent, counting the emails the local SMTP server received per row.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { startPostgres } from '../postgres.mjs';
import { UNLIMITED } from './api-throughput.mjs';
import { attemptsFor, countOutcomes, readSqlite, sendPool, storedOf } from './durability.mjs';
import { startRoundRobinProxy } from './round-robin-proxy.mjs';
import { outboxIdOf, startSmtpSink } from './smtp-sink.mjs';
import { freePort, removeDir, startSite, tempDir } from './site-process.mjs';

/** A worker that died holding rows frees them after this lease; short so the bench does not wait long. */
const LEASE_MS = 5_000;
const OUTBOX_WAIT_MS = 120_000;

/** Outbox rows against the emails received: each row sent, and how many rows were emailed more than once. */
function outboxFigures(outboxRows, smtp) {
  const emailsPerRow = new Map();
  for (const [messageId, count] of smtp.byMessageId) {
    const id = outboxIdOf(messageId);
    if (id) emailsPerRow.set(id, count);
  }
  return {
    outboxRows: outboxRows.length,
    outboxRowsSent: outboxRows.filter((row) => row.status === 'sent').length,
    outboxRowsNotSent: outboxRows.filter((row) => row.status !== 'sent').length,
    rowsEmailedOnce: outboxRows.filter((row) => emailsPerRow.get(row.id) === 1).length,
    rowsEmailedTwiceOrMore: outboxRows.filter((row) => (emailsPerRow.get(row.id) ?? 0) > 1).length,
    rowsNeverEmailed: outboxRows.filter((row) => !emailsPerRow.has(row.id)).length,
    emailsReceived: smtp.received,
  };
}

async function waitUntil(check, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

/** PostgreSQL, two API processes behind one round-robin port, one killed after 40% of the acknowledgements. */
export async function runPostgresReplicas(total) {
  const postgres = await startPostgres();
  if (!postgres) return { skipped: 'no PostgreSQL server binaries found (set PG_BIN)' };
  const runId = randomUUID().slice(0, 8);
  const attempts = attemptsFor(total, runId);
  const queue = [...attempts];
  const killAfter = Math.round(total * 0.4);
  const smtp = await startSmtpSink();
  const env = { ...UNLIMITED, DATABASE_URL: postgres.url, SMTP_URL: smtp.url, NOTIFY_TO: 'team@example.com', NOTIFY_LEASE_MS: String(LEASE_MS) };
  const dataDir = tempDir('durability-pg');
  const sites = [];
  let proxy;
  try {
    // The first process migrates the database; the second starts on the migrated schema.
    sites.push(await startSite({ dataDir, env }));
    sites.push(await startSite({ dataDir, env, port: await freePort() }));
    proxy = await startRoundRobinProxy(sites.map((site) => site.port));
    const victim = sites[1];
    let acknowledged = 0;
    let killing;
    await sendPool(`${proxy.url}/api/contact`, queue, {
      onAcknowledged: () => {
        acknowledged += 1;
        if (acknowledged >= killAfter && !killing) {
          proxy.remove(victim.port);
          killing = victim.kill();
        }
      },
    });
    await killing;
    const client = new pg.Client({ connectionString: postgres.url });
    await client.connect();
    try {
      const outboxSettled = await waitUntil(
        async () => (await client.query("select count(*)::int as n from outbox where status <> 'sent'")).rows[0].n === 0,
        OUTBOX_WAIT_MS,
      );
      const rows = (await client.query("select id, payload from submissions where kind = 'contact'")).rows;
      const outboxRows = (await client.query('select id, status from outbox')).rows;
      const connections = Object.fromEntries([...proxy.perBackend].map(([port], i) => [`process${i + 1}`, proxy.perBackend.get(port)]));
      return {
        total,
        killAfterAcknowledgements: killAfter,
        connectionsPerProcess: connections,
        outboxSettled,
        ...countOutcomes(attempts, storedOf(rows, runId)),
        ...outboxFigures(outboxRows, smtp),
      };
    } finally {
      await client.end();
    }
  } finally {
    await proxy?.stop();
    for (const site of sites) await site.kill();
    await smtp.stop();
    postgres.stop();
    removeDir(dataDir);
  }
}

/** SQLite, one process, SIGKILLed while the SMTP server holds its answer to an email; restarted on the same data. */
export async function runSqliteKilledDuringSend(total) {
  const runId = randomUUID().slice(0, 8);
  const attempts = attemptsFor(total, runId);
  const queue = [...attempts];
  const killAtEmail = Math.round(total * 0.3);
  const dataDir = tempDir('durability-send');
  let site;
  let killing;
  const smtp = await startSmtpSink({
    beforeAccepting: async (received) => {
      // The email is in the SMTP server's hands, the sender has no answer yet: kill it now.
      if (received === killAtEmail && site && !killing) {
        killing = site.kill();
        await killing;
      }
    },
  });
  const env = { ...UNLIMITED, SMTP_URL: smtp.url, NOTIFY_TO: 'team@example.com', NOTIFY_LEASE_MS: String(LEASE_MS) };
  try {
    site = await startSite({ dataDir, env });
    const { port } = site;
    await sendPool(`${site.url}/api/contact`, queue, { shouldStop: () => Boolean(killing) });
    // The worker may still be catching up with the posts: the kill comes with the chosen email.
    await waitUntil(() => Boolean(killing), OUTBOX_WAIT_MS);
    await killing;
    const killedDuringSend = Boolean(killing);
    site = await startSite({ dataDir, env, port });
    await sendPool(`${site.url}/api/contact`, queue);
    const read = (query) => readSqlite(dataDir, query);
    const outboxSettled = await waitUntil(() => read("select count(*) as n from outbox where status <> 'sent'")[0].n === 0, OUTBOX_WAIT_MS);
    await site.stop();
    site = undefined;
    return {
      total,
      killAtEmail,
      killedDuringSend,
      outboxSettled,
      ...countOutcomes(attempts, storedOf(read("select id, payload from submissions where kind = 'contact'"), runId)),
      ...outboxFigures(read('select id, status from outbox'), smtp),
    };
  } finally {
    await site?.kill();
    await smtp.stop();
    removeDir(dataDir);
  }
}
