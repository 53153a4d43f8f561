import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startSite, type ServerProcess } from '../../scripts/processes.mjs';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStorage, type Storage } from '../src/storage';
import { eventually, startSmtpInbox } from '@minibar/testing/smtp-inbox';

/**
 * Two API processes against one database, as behind a load balancer. With
 * TEST_DATABASE_URL (npm test's PostgreSQL run) they share a fresh PostgreSQL database;
 * otherwise they share one SQLite file, whose single-statement claim is just as atomic.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const PER_PROCESS = 40;

async function withAdminClient<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** An API process on this test's database, listening on 127.0.0.1 only. */
function startApi(dataDir: string, env: Record<string, string>): Promise<ServerProcess> {
  return startSite({ dataDir, fromSource: true, env: { HOST: '127.0.0.1', LOG_LEVEL: 'silent', RATE_LIMIT_SUBMIT_MAX: '100000', ...env } });
}

describe(`two API processes on one ${adminUrl ? 'PostgreSQL' : 'SQLite'} database`, () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'minibar-scale-'));
  const databaseName = `scale_${randomBytes(6).toString('hex')}`;
  let databaseUrl: string | undefined;
  let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
  let storage: Storage;
  const apis: ServerProcess[] = [];

  beforeAll(async () => {
    if (adminUrl) {
      await withAdminClient((client) => client.query(`create database ${databaseName}`));
      const url = new URL(adminUrl);
      url.pathname = `/${databaseName}`;
      databaseUrl = url.href;
    }
    inbox = await startSmtpInbox();
    const env = { SMTP_URL: inbox.url, NOTIFY_TO: 'team@example.com', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) };
    // One after the other, as in a rolling deploy: the first one migrates.
    apis.push(await startApi(dataDir, env));
    apis.push(await startApi(dataDir, env));
    storage = await openStorage({ dataDir, databaseUrl });
  }, 120_000);

  afterAll(async () => {
    await Promise.all(apis.map((api) => api.stop()));
    await storage?.close();
    await inbox?.stop();
    if (adminUrl) await withAdminClient((client) => client.query(`drop database if exists ${databaseName} with (force)`));
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('stores every accepted submission exactly once and emails each exactly once across both workers', async () => {
    const post = (url: string, i: number) =>
      fetch(`${url}/api/contact`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: `Guest ${i}`, email: `guest${i}@example.com`, message: `Message ${i}` }),
      }).then(async (res) => ({ status: res.status, id: ((await res.json()) as { id: string }).id }));
    const answers = await Promise.all(Array.from({ length: PER_PROCESS * 2 }, (_, i) => post(apis[i % 2]!.url, i)));
    expect(answers.every((answer) => answer.status === 201)).toBe(true);
    const acceptedIds = answers.map((answer) => answer.id).sort();

    const stored = await storage.db.selectFrom('submissions').select('id').where('kind', '=', 'contact').execute();
    expect(stored.map((row) => row.id).sort()).toEqual(acceptedIds);

    await eventually(async () => {
      const rows = await storage.db.selectFrom('outbox').select('status').execute();
      return rows.length === acceptedIds.length && rows.every((row) => row.status === 'sent');
    }, 60_000);
    for (const id of acceptedIds) expect(inbox.received.filter((mail) => mail.raw.includes(id))).toHaveLength(1);
    expect(inbox.received).toHaveLength(acceptedIds.length);
  }, 120_000);
});
