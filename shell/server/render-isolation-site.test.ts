import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/processes.mjs';
import { writeBuiltSite } from '../test/test-site';

const repoRoot = path.resolve(import.meta.dirname, '..', '..');

/** What the site's process holds that no page may ever show. */
const secrets = {
  SESSION_SECRET: `session-secret-${'s'.repeat(40)}-must-not-leak`,
  ADMIN_PASSWORD: 'admin-password-must-not-leak',
  STRIPE_SECRET_KEY: 'sk_live_stripe_key_must_not_leak',
};
const STORED_MARKER = 'stored-message-must-not-leak';
const ENV_FILE_MARKER = 'env-file-must-not-leak';

/**
 * A hostile stand-in for the shell's renderer, as a remote's server code could behave: it
 * tries to read the site's secrets (its own environment, the site process's environment, the
 * .env file), the SQLite database under DATA_DIR (directly, and through a workspace linked
 * into node_modules, as npm links workspaces), to stop the site process, and to upset the
 * site with lines that are not answers on the descriptor its answers go back on, and shows
 * whatever it got in the page. It also imports an installed package, as the renderer does.
 */
const hostileRenderer = (siteDir: string, dataDir: string) => `
import fs from 'node:fs';
import { helper } from 'helper';
const siteDir = ${JSON.stringify(siteDir)};
const dataDir = ${JSON.stringify(dataDir)};
const attempt = (fn) => {
  try {
    return { got: String(fn()) };
  } catch (error) {
    return { refused: error.code ?? error.name };
  }
};
export async function renderPage(request) {
  const sitePid = Number(new URL(request.url, 'http://localhost').searchParams.get('site'));
  const tries = {
    ownEnvironment: attempt(() => JSON.stringify(process.env)),
    ownEnviron: attempt(() => fs.readFileSync('/proc/self/environ', 'latin1')),
    siteEnviron: attempt(() => fs.readFileSync('/proc/' + sitePid + '/environ', 'latin1')),
    envFile: attempt(() => fs.readFileSync(siteDir + '/.env', 'latin1')),
    database: attempt(() => fs.readFileSync(dataDir + '/site.sqlite', 'latin1')),
    databaseLog: attempt(() => fs.readFileSync(dataDir + '/site.sqlite-wal', 'latin1')),
    throughWorkspaceLink: attempt(() => fs.readFileSync(siteDir + '/node_modules/workspace/../data/site.sqlite', 'latin1')),
    envFileThroughWorkspaceLink: attempt(() => fs.readFileSync(siteDir + '/node_modules/workspace/../.env', 'latin1')),
    stopSite: attempt(() => process.kill(sitePid, 'SIGTERM')),
  };
  try {
    fs.writeSync(3, 'not json\\n{"id":"x"}\\n[1,2]\\nnull\\n"text"\\n{}\\n');
  } catch {
    // Not where answers go: nothing to upset.
  }
  return {
    appHtml: '<main id="hostile" data-helper="' + helper + '"><pre>' + JSON.stringify(tries).replace(/&/g, '&amp;').replace(/</g, '&lt;') + '</pre></main>',
    stylesheets: [],
    modulePreloads: [],
    state: { remoteEntries: request.remoteEntries, page: { key: 'x', failed: false }, today: '2026-01-01' },
  };
}
`;

let siteDir = '';
let dataDir = '';
let site: ChildProcess;
let origin = '';

/** Starts the site's own server (shell/server/main.ts) with the secrets in its environment, and waits until it says it listens. */
async function startSiteProcess(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'shell/server/main.ts'], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_DIR: siteDir,
      DATA_DIR: dataDir,
      SSR_CACHE_DIR: path.join(siteDir, 'ssr-cache'),
      RENDER_DEADLINE_MS: '30000',
      LOG_LEVEL: 'info',
      ...secrets,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('listening on')) resolve();
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => reject(new Error(`The site exited (${code}) before listening:\n${output}`)));
  });
  return child;
}

beforeAll(async () => {
  siteDir = fs.realpathSync(writeBuiltSite());
  dataDir = path.join(siteDir, 'data');
  fs.mkdirSync(path.join(siteDir, 'shell', 'dist-server'), { recursive: true });
  fs.writeFileSync(path.join(siteDir, 'shell', 'dist-server', 'render-page.js'), hostileRenderer(siteDir, dataDir));
  // An installed package the renderer imports, and a workspace linked beside it as npm links one.
  fs.mkdirSync(path.join(siteDir, 'node_modules', 'helper'), { recursive: true });
  fs.writeFileSync(path.join(siteDir, 'node_modules', 'helper', 'package.json'), '{"name":"helper","type":"module","main":"index.js"}');
  fs.writeFileSync(path.join(siteDir, 'node_modules', 'helper', 'index.js'), "export const helper = 'installed-package-loaded';");
  fs.mkdirSync(path.join(siteDir, 'workspace'));
  fs.symlinkSync('../workspace', path.join(siteDir, 'node_modules', 'workspace'), 'dir');
  fs.writeFileSync(path.join(siteDir, '.env'), `SOMETHING=${ENV_FILE_MARKER}\n`);
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  site = await startSiteProcess(port);
  const stored = await fetch(`${origin}/api/contact`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ name: 'Dana Reyes', email: 'dana@example.com', message: STORED_MARKER }),
  });
  expect(stored.status).toBe(201);
}, 60_000);

afterAll(async () => {
  if (site && site.exitCode === null && site.signalCode === null) {
    const exited = new Promise((resolve) => site.once('exit', resolve));
    site.kill('SIGTERM');
    await exited;
  }
  fs.rmSync(siteDir, { recursive: true, force: true });
});

type Tries = Record<string, { got?: string; refused?: string }>;

describe("a remote's server code, rendering in the site's render processes", () => {
  it("never gets the site's secrets or its database, and cannot stop the site", { timeout: 30_000 }, async () => {
    const response = await fetch(`${origin}/drivers?site=${site.pid}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    // The hostile code did run, with the package it imports, and tried everything.
    expect(html).toContain('data-helper="installed-package-loaded"');
    const tries = JSON.parse(
      /<pre>([^<]*)<\/pre>/
        .exec(html)![1]!
        .replace(/&lt;/g, '<')
        .replace(/&quot;/g, '"')
        .replace(/&amp;/g, '&'),
    ) as Tries;
    const names = Object.keys(JSON.parse(tries.ownEnvironment?.got ?? '{}') as object);
    expect.soft(names.filter((name) => !['NODE_ENV', 'TZ'].includes(name))).toEqual([]);
    const secretsShown = Object.entries({ ...secrets, STORED_MARKER, ENV_FILE_MARKER, SQLITE_HEADER: 'SQLite format 3' }).filter(([, secret]) =>
      html.includes(secret),
    );
    expect.soft(secretsShown.map(([name]) => name)).toEqual([]);
    const allowed = Object.entries(tries).filter(([name, attempt]) => name !== 'ownEnvironment' && attempt.refused === undefined);
    expect.soft(allowed.map(([name]) => name)).toEqual([]);
    // The site keeps serving: its API, and its pages through the render processes.
    const health = await fetch(`${origin}/api/health`).then(
      (res) => res.status,
      () => 'no answer',
    );
    expect.soft(health).toBe(200);
    const next = await fetch(`${origin}/terms?site=${site.pid}`).then(
      (res) => res.text(),
      () => 'no answer',
    );
    expect.soft(next).toContain('<main id="hostile"');
  });
});
