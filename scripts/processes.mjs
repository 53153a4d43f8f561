// Ports and server processes for the tests and the bench: a free port, and the one-process
// site (API + shell + remotes) started in a child process that is waited for and tracked,
// so an error or the end of the run never leaves one behind.
import net from 'node:net';
import path from 'node:path';
import { spawn } from 'node:child_process';

const ROOT = path.resolve(import.meta.dirname, '..');
const READY_TIMEOUT_MS = 60_000;
const PORT_ATTEMPTS = 3;

/** @type {Set<import('node:child_process').ChildProcess>} */
const children = new Set();

/** Ends every server this process started and has not stopped yet (the hard way). */
export function killAllChildren() {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
}
process.on('exit', killAllChildren);

/** A TCP port nobody listens on right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {net.AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function waitUntilAnswering(url, child, output) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`The server exited before answering (${child.exitCode ?? child.signalCode}):\n${output()}`);
    }
    try {
      // Bounded: whatever else answers on this port (or holds the request) cannot stall the wait.
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The server did not answer ${url} within ${READY_TIMEOUT_MS} ms:\n${output()}`);
}

/**
 * Spawns a Node server process from the repository root and waits until `readyPath`
 * answers 2xx.
 * @param {string[]} args node arguments
 * @param {{ port: number, env?: Record<string, string>, readyPath: string }} options
 */
export async function startServer(args, { port, env = {}, readyPath }) {
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
    log: () => log,
    async kill() {
      child.kill('SIGKILL');
      await exited;
    },
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
 * Starts the one-process site (API + shell + remotes) on a free port, or on `port`: the
 * site server as built (`npm run build`), or, `fromSource`, from its TypeScript (for tests
 * that run before the build).
 * @param {{ dataDir: string, env?: Record<string, string>, port?: number, fromSource?: boolean }} options
 */
export async function startSite({ dataDir, env = {}, port, fromSource = false }) {
  const entry = fromSource ? ['--import', 'tsx', 'shell/server/main.ts'] : ['shell/dist-site-server/main.js'];
  const start = (chosen) =>
    startServer(entry, {
      port: chosen,
      env: { DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
      readyPath: '/api/health',
    });
  if (port !== undefined) return start(port);
  // A port found free can be taken by another process before the site binds it: another one.
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await start(await freePort());
    } catch (error) {
      if (attempt >= PORT_ATTEMPTS || !String(error).includes('EADDRINUSE')) throw error;
    }
  }
}
