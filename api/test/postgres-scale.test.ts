import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import net from 'node:net';
import { randomBytes } from 'node:crypto';
import { spawn, type ChildProcess } from 'node:child_process';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStorage, type Storage } from '../src/storage';
import { eventually, startSmtpInbox } from './support/smtp-inbox';

/**
 * Two API processes against one database, as behind a load balancer. With
 * TEST_DATABASE_URL (npm test's PostgreSQL run) they share a fresh PostgreSQL database;
 * otherwise they share one SQLite file, whose single-statement claim is just as atomic.
 */
const root = path.resolve(import.meta.dirname, '..', '..');
const adminUrl = process.env.TEST_DATABASE_URL;
const PER_PROCESS = 40;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function withAdminClient<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

async function startApi(env: Record<string, string>): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'api', 'src', 'server.ts')], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'silent', RATE_LIMIT_SUBMIT_MAX: '100000' },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  await eventually(async () => (await fetch(`${url}/api/health`).catch(() => undefined))?.ok === true, 60_000);
  return { url, child };
}

function stopApi(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

describe(`two API processes on one ${adminUrl ? 'PostgreSQL' : 'SQLite'} database`, () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'minibar-scale-'));
  const databaseName = `scale_${randomBytes(6).toString('hex')}`;
  let databaseUrl: string | undefined;
  let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
  let storage: Storage;
  const apis: Array<{ url: string; child: ChildProcess }> = [];

  beforeAll(async () => {
    if (adminUrl) {
      await withAdminClient((client) => client.query(`create database ${databaseName}`));
      const url = new URL(adminUrl);
      url.pathname = `/${databaseName}`;
      databaseUrl = url.href;
    }
    inbox = await startSmtpInbox();
    const env = { DATA_DIR: dataDir, SMTP_URL: inbox.url, NOTIFY_TO: 'team@example.com', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) };
    // One after the other, as in a rolling deploy: the first one migrates.
    apis.push(await startApi(env));
    apis.push(await startApi(env));
    storage = await openStorage({ dataDir, databaseUrl });
  }, 120_000);

  afterAll(async () => {
    await Promise.all(apis.map(({ child }) => stopApi(child)));
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
    const answers = await Promise.all(
      Array.from({ length: PER_PROCESS * 2 }, (_, i) => post(apis[i % 2]!.url, i)),
    );
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
