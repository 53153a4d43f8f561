import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { createTestApp } from 'api/testing';
import { inProcessApi } from './api-backend';
import { loadSiteServerConfig } from './config';
import { createSiteApp } from './site-app';

/**
 * The website as `npm start` serves it, the API in the same process, on a real, empty
 * database (a temporary SQLite file, or PostgreSQL when TEST_DATABASE_URL is set).
 */
export async function createTestSite(env: Record<string, string> = {}, logger: pino.Logger = pino({ level: 'silent' })) {
  const t = await createTestApp(env, logger);
  const config = loadSiteServerConfig({ LOG_LEVEL: 'silent', ...env });
  const app = createSiteApp({ config, api: inProcessApi(t.api), logger });
  return { ...t, app, siteConfig: config };
}

export type TestSite = Awaited<ReturnType<typeof createTestSite>>;

/**
 * A built site in miniature in a temporary folder: the shell's page, and, when given, a
 * stand-in for the shell's server renderer (an ES module exporting renderPage).
 */
export function writeBuiltSite(renderer?: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'minibar-site-'));
  fs.mkdirSync(path.join(dir, 'shell', 'dist'), { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'shell', 'dist', 'index.html'),
    '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>',
  );
  if (renderer) {
    fs.mkdirSync(path.join(dir, 'shell', 'dist-server'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'shell', 'dist-server', 'render-page.js'), renderer);
  }
  return dir;
}
