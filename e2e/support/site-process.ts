import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { execFileSync } from 'node:child_process';
import express from 'express';
import { startSite as startSiteProcess } from '../../scripts/processes.mjs';

export const repoRoot = path.resolve(import.meta.dirname, '..', '..');

/** Listens on a port the system picks as it binds, so no other process can take it meanwhile. */
async function listen(app: express.Express): Promise<{ origin: string; close(): Promise<void> }> {
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    // The browser may hold a connection it opened ahead of a request (a preconnect), which
    // close() alone would wait for until its headers time out: every connection ends now.
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

function staticFolder(app: express.Express, folder: string): express.Express {
  app.use((_req, res, next) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    next();
  });
  app.use(express.static(folder, { fallthrough: false }));
  return app;
}

/** Serves one folder on its own origin with CORS, as a CDN would serve a remote's build. */
export async function serveFolder(folder: string): Promise<{ origin: string; close(): Promise<void> }> {
  return listen(staticFolder(express(), folder));
}

/**
 * Serves one folder as serveFolder does, except that every request waits, unanswered, until
 * the test calls release(): a remote that hangs. asked() counts the requests that came.
 */
export async function serveFolderHeld(folder: string): Promise<{ origin: string; asked(): number; release(): void; close(): Promise<void> }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let asked = 0;
  const app = express();
  app.use((req, _res, next) => {
    asked += 1;
    // A request its client gave up on meanwhile is not answered.
    void released.then(() => !req.socket.destroyed && next());
  });
  const served = await listen(staticFolder(app, folder));
  return {
    ...served,
    asked: () => asked,
    release,
    close: () => {
      release();
      return served.close();
    },
  };
}

/** Another instance of the one-process site, with its own database and environment. */
export async function startSite(env: Record<string, string>): Promise<{ origin: string; log(): string; stop(): Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'minibar-e2e-site-'));
  const site = await startSiteProcess({ dataDir, env });
  return {
    origin: `http://localhost:${site.port}`,
    /** The end of what the site has logged (warnings and errors). */
    log: () => site.log(),
    async stop() {
      await site.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A remote's build with a change of its team's: the remote's folder copied beside the others
 * (inside the repository, so it finds its packages and shared settings as the remote does),
 * changed by `change`, built into `work/build`. Answers the folder of the new build.
 */
export function buildChangedRemote(work: string, folder: string, change: (source: string) => void): string {
  const source = path.join(work, folder);
  fs.cpSync(path.join(repoRoot, folder), source, { recursive: true, filter: (file) => !/[\\/](node_modules|dist)$/.test(file) });
  fs.copyFileSync(path.join(repoRoot, 'tsconfig.base.json'), path.join(work, 'tsconfig.base.json'));
  change(source);
  const buildDir = path.join(work, 'build');
  execFileSync(process.execPath, [path.join(repoRoot, 'node_modules', 'vite', 'bin', 'vite.js'), 'build'], {
    cwd: source,
    env: { ...process.env, SITE_BUILD_DIR: buildDir },
    stdio: 'pipe',
  });
  return path.join(buildDir, folder, 'dist');
}

/** A folder for such builds, inside the repository (under .e2e/, which git ignores); remove it when done. */
export function remoteWorkFolder(prefix: string): string {
  fs.mkdirSync(path.join(repoRoot, '.e2e'), { recursive: true });
  return fs.mkdtempSync(path.join(repoRoot, '.e2e', prefix));
}
