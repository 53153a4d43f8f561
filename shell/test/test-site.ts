import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, afterEach } from 'vitest';
import { createTestApp } from '@minibar/testing/api-app';
import { inProcessApi } from '../server/api-backend';
import { loadSiteServerConfig } from '../server/config';
import { createSiteApp } from '../server/site-app';

/**
 * The website as `npm start` serves it, the API in the same process, on a real, empty
 * database (a temporary SQLite file, or PostgreSQL when TEST_DATABASE_URL is set).
 */
export async function createTestSite(env: Record<string, string> = {}, logger: pino.Logger = pino({ level: 'silent' })) {
  const t = await createTestApp(env, logger);
  const config = loadSiteServerConfig({ LOG_LEVEL: 'silent', ...env });
  const app = createSiteApp({ config, api: inProcessApi(t.api), logger });
  return {
    ...t,
    app,
    siteConfig: config,
    async close() {
      await app.stopRendering();
      await t.close();
    },
  };
}

export type TestSite = Awaited<ReturnType<typeof createTestSite>>;

/**
 * A built site in miniature in a temporary folder: the shell's page (with `pageHead` in its
 * head), and, when given, a stand-in for the shell's server renderer (an ES module
 * exporting renderPage).
 */
export function writeBuiltSite(renderer?: string, pageHead = '<title>x</title>'): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'minibar-site-'));
  fs.mkdirSync(path.join(dir, 'shell', 'dist'), { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'shell', 'dist', 'index.html'),
    `<!doctype html><html><head>${pageHead}</head><body><div id="root"></div></body></html>`,
  );
  if (renderer) {
    fs.mkdirSync(path.join(dir, 'shell', 'dist-server'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'shell', 'dist-server', 'render-page.js'), renderer);
  }
  return dir;
}

/** A test site and the folder of its build. */
export type BuiltTestSite = TestSite & { dir: string };

export interface BuiltSiteOptions {
  /** The stand-in for the shell's server renderer; none: the page is rendered in the browser only. */
  renderer?: string;
  /** What the shell's page has in its head. */
  pageHead?: string;
  /** The site's environment, beside PUBLIC_DIR. */
  env?: Record<string, string>;
  /** Writes more of the build (a remote's files) into the folder before the site opens. */
  prepare?: (dir: string) => void;
}

/**
 * Opens sites on built folders of their own; each is closed and its folder removed after
 * the test that opened it, or with `afterAll` after the file's last test.
 */
export function builtSites(closeAfter: typeof afterEach | typeof afterAll = afterEach) {
  const opened: Array<{ site: TestSite; dir: string }> = [];
  closeAfter(async () => {
    for (const { site, dir } of opened.splice(0)) {
      await site.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
  return async function openBuiltSite({ renderer, pageHead, env = {}, prepare }: BuiltSiteOptions = {}): Promise<BuiltTestSite> {
    const dir = writeBuiltSite(renderer, pageHead);
    prepare?.(dir);
    const site = await createTestSite({ PUBLIC_DIR: dir, ...env });
    opened.push({ site, dir });
    return { ...site, dir };
  };
}
