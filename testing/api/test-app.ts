import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pino from 'pino';
import request from 'supertest';
import { expect } from 'vitest';
import { loadConfig, type Config } from '@minibar/api/config';
import { createApp } from '@minibar/api';
import { openStorage, type Storage, type SubmissionKind } from '@minibar/api/storage';
import { createPostgresDatabase } from './test-database';

export const TEST_SESSION_SECRET = randomBytes(32).toString('base64url');

/**
 * A real app on a real, empty database: a temporary SQLite file, or (when
 * TEST_DATABASE_URL is set) a fresh PostgreSQL database created for this app.
 */
export async function createTestApp(env: Record<string, string> = {}, logger: pino.Logger = pino({ level: 'silent' })) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'minibar-api-'));
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const database = await createPostgresDatabase(adminUrl, 'test');
    databaseUrl = database.url;
    dropDatabase = database.drop;
  }
  const config: Config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_SUBMIT_MAX: '100000',
    RATE_LIMIT_READ_MAX: '100000',
    // Tests talk plain http to the app, as the development setting allows.
    SESSION_SECRET: TEST_SESSION_SECRET,
    ADMIN_COOKIE_INSECURE: '1',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...env,
  });
  const storage: Storage = await openStorage({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  const { app, context, retention, router, submissionLimit, submitPublicForm } = createApp({ config, storage, logger });
  return {
    app,
    context,
    /** The API's parts, for a server that mounts it in its own process. */
    api: { router, submissionLimit, submitPublicForm },
    config,
    storage,
    retention,
    async close() {
      await retention?.stop();
      await storage.close();
      await dropDatabase();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * Posts `body` to `path` and expects a 400 that stores nothing of `kind`; answers the
 * refusal's body for the test to check its messages.
 */
export async function postRefused(t: TestApp, kind: SubmissionKind, path: string, body: object) {
  const before = await t.context.submissions.count(kind);
  const res = await request(t.app).post(path).send(body).expect(400);
  expect(await t.context.submissions.count(kind)).toBe(before);
  return res.body as { message: string; fieldErrors: Record<string, string[]> };
}
