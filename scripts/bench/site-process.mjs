// Child processes for the bench: the one-process site (scripts/processes.mjs) and the small
// comparison servers. Every child is tracked, so an error or Ctrl-C never leaves one behind.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, killAllChildren, startServer, startSite as startSiteProcess } from '../processes.mjs';
import { apps, buildAll } from '../build.mjs';

const ROOT = path.resolve(import.meta.dirname, '..', '..');

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    killAllChildren();
    process.exit(130);
  });
}

export { freePort };

/**
 * The one-process site on a free port (or `port`), listening on 127.0.0.1 only.
 * @param {{ dataDir: string, env?: Record<string, string>, port?: number }} options
 */
export function startSite({ dataDir, env = {}, port }) {
  return startSiteProcess({ dataDir, env: { HOST: '127.0.0.1', ...env }, port });
}

/**
 * Starts the site on a data folder of its own, hands it to `measure`, and afterwards stops
 * it and removes the folder, whether `measure` succeeded or threw.
 * @template T
 * @param {string} label names the temporary data folder
 * @param {{ env?: Record<string, string>, port?: number }} options
 * @param {(site: import('../processes.d.mts').ServerProcess) => Promise<T>} measure
 * @returns {Promise<T>}
 */
export async function withSite(label, { env, port }, measure) {
  const dataDir = tempDir(label);
  let site;
  try {
    site = await startSite({ dataDir, env, port });
    return await measure(site);
  } finally {
    await site?.stop();
    removeDir(dataDir);
  }
}

/** A fresh temporary directory; remove it with removeDir. */
export function tempDir(label) {
  return fs.mkdtempSync(path.join(os.tmpdir(), `minibar-bench-${label}-`));
}

export function removeDir(dir) {
  fs.rmSync(dir, { recursive: true, force: true });
}

/** Builds the apps whose production output is missing (as `npm start` does). */
export async function ensureBuilt() {
  const missing = apps.filter((app) => !fs.existsSync(path.join(ROOT, app, app === 'shell' ? 'dist-site-server/main.js' : 'dist/remoteEntry.js')));
  if (missing.length) {
    console.log(`Building ${missing.join(', ')}…`);
    await buildAll(missing);
  }
}

/**
 * Starts a comparison server (fixture-server.mjs) in its own process, like the site, so the
 * load generator in this process never takes CPU from the server it measures.
 * @param {'json' | 'static'} mode
 * @param {string} [dir] the folder served in static mode
 */
export async function startFixtureServer(mode, dir) {
  const args = [path.join(import.meta.dirname, 'fixture-server.mjs'), mode, ...(dir ? [dir] : [])];
  return startServer(args, { port: await freePort(), readyPath: mode === 'json' ? '/ready' : '/' });
}
