// Starting and stopping child processes for the bench: the one-process site and the small
// comparison servers. Every child is tracked, so an error or Ctrl-C never leaves one behind.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { apps, buildAll } from '../build.mjs';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const READY_TIMEOUT_MS = 30_000;

/** @type {Set<import('node:child_process').ChildProcess>} */
const children = new Set();

function killAllChildren() {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
}
process.on('exit', killAllChildren);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    killAllChildren();
    process.exit(130);
  });
}

/** A TCP port nobody listens on right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
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
  const missing = apps.filter((app) => !fs.existsSync(path.join(ROOT, app, 'dist', app === 'shell' ? 'index.html' : 'remoteEntry.js')));
  if (missing.length) {
    console.log(`Building ${missing.join(', ')}…`);
    await buildAll(missing);
  }
}

async function waitUntilAnswering(url, child, output) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`The server exited before answering (${child.exitCode ?? child.signalCode}):\n${output()}`);
    }
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The server did not answer ${url} within ${READY_TIMEOUT_MS} ms:\n${output()}`);
}

/**
 * Spawns a server process and waits until `readyPath` answers 2xx.
 * @param {string[]} args node arguments
 * @param {{ port: number, env?: Record<string, string>, readyPath: string }} options
 */
async function startServer(args, { port, env = {}, readyPath }) {
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  let log = '';
  const keep = (chunk) => {
    log = (log + chunk).slice(-4000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  exited.then(() => children.delete(child));
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitUntilAnswering(`${url}${readyPath}`, child, () => log);
  } catch (error) {
    child.kill('SIGKILL');
    await exited;
    throw error;
  }
  return {
    url,
    port,
    pid: child.pid,
    /** The last few kB the process printed (for error messages). */
    log: () => log,
    /** Ends the process the hard way (no shutdown handlers run), resolving when it is gone. */
    async kill() {
      child.kill('SIGKILL');
      await exited;
    },
    /** SIGTERM, then SIGKILL if it has not exited after 5 s. */
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/**
 * Starts the one-process site (API + shell + remotes) on a free port.
 * @param {{ dataDir: string, env?: Record<string, string>, port?: number }} options
 */
export async function startSite({ dataDir, env = {}, port }) {
  return startServer(['--import', 'tsx', 'shell/server/main.ts'], {
    port: port ?? (await freePort()),
    env: { DATA_DIR: dataDir, LOG_LEVEL: 'warn', HOST: '127.0.0.1', ...env },
    readyPath: '/api/health',
  });
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
