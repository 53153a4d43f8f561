import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import express from 'express';
import { freePort, startSite as startSiteProcess } from '../../scripts/processes.mjs';

export { freePort };

export const repoRoot = path.resolve(import.meta.dirname, '..', '..');

/** Serves one folder on its own origin with CORS, as a CDN would serve a remote's build. */
export async function serveFolder(folder: string): Promise<{ origin: string; close(): Promise<void> }> {
  const app = express();
  app.use((_req, res, next) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    next();
  });
  app.use(express.static(folder, { fallthrough: false }));
  const port = await freePort();
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Another instance of the one-process site, with its own database and environment. */
export async function startSite(env: Record<string, string>): Promise<{ origin: string; stop(): Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'minibar-e2e-site-'));
  const site = await startSiteProcess({ dataDir, env });
  return {
    origin: `http://localhost:${site.port}`,
    async stop() {
      await site.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
