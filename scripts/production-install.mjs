// A production install keeps every feature: the built repository is copied without its
// node_modules, installed with `npm ci --omit=dev`, configured by a .env file only, started
// with `npm start`, and must answer server-rendered pages. Run after `npm run build`.
// Exits non-zero, saying what failed.
import './require-node.mjs';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { spawn, spawnSync } from 'node:child_process';

const repoRoot = path.resolve(import.meta.dirname, '..');
const skipped = new Set(['node_modules', '.git', 'data', 'test-results', 'playwright-report', '.hydration-build', '.bench', '.e2e', '.env']);
const checks = [
  { path: '/', text: 'Transform Your Space Into a Smart Convenience Store' },
  { path: '/blog', text: 'Ideas to Earn More From Every Stay and Every Ride' },
  { path: '/drivers', text: 'Turn Your Back Seat Into a Mini Store' },
];

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function waitForHealth(origin, server) {
  for (let i = 0; i < 300; i += 1) {
    if (server.exitCode !== null) throw new Error(`npm start exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the server did not answer /api/health within 60 s');
}

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'minibar-production-'));
const app = path.join(work, 'app');
let server;
let failed = false;
try {
  fs.cpSync(repoRoot, app, { recursive: true, filter: (source) => !skipped.has(path.basename(source)) });
  for (const built of [
    'shell/dist/index.html',
    'shell/dist-server/render-page.js',
    'shell/dist-site-server/main.js',
    'mfe-blog/dist/remoteEntry.ssr.js',
  ]) {
    if (!fs.existsSync(path.join(app, built))) throw new Error(`${built} is missing: run npm run build first`);
  }

  let started = Date.now();
  const install = spawnSync('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: app, stdio: 'inherit' });
  if (install.status !== 0) throw new Error('npm ci --omit=dev failed');
  const size = spawnSync('du', ['-sm', path.join(app, 'node_modules')], { encoding: 'utf8' }).stdout.split('\t')[0];
  console.log(`production install: ${((Date.now() - started) / 1000).toFixed(0)} s, node_modules ${size} MB`);
  for (const devOnly of ['vite', 'vitest', '@module-federation/vite', 'tsx']) {
    if (fs.existsSync(path.join(app, 'node_modules', devOnly))) throw new Error(`${devOnly} was installed: not a production install`);
  }

  // Configured by .env alone: the port below is nowhere else. The first render of each page
  // loads its remote's server code, so its deadline leaves a slow machine ample time.
  const port = await freePort();
  fs.writeFileSync(
    path.join(app, '.env'),
    `PORT=${port}\nDATA_DIR=${path.join(work, 'data')}\nSSR_CACHE_DIR=${path.join(work, 'ssr-cache')}\nLOG_LEVEL=warn\nRENDER_DEADLINE_MS=30000\n`,
  );
  const env = { ...process.env };
  for (const name of ['PORT', 'DATA_DIR', 'SSR_CACHE_DIR', 'LOG_LEVEL', 'RENDER_DEADLINE_MS', 'PUBLIC_DIR', 'SITE_BUILD_DIR', 'SERVER_RENDER']) {
    delete env[name];
  }
  started = Date.now();
  server = spawn('npm', ['start'], { cwd: app, env, stdio: ['ignore', 'inherit', 'inherit'], detached: true });
  const origin = `http://127.0.0.1:${port}`;
  await waitForHealth(origin, server);
  console.log(`npm start answered in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  for (const check of checks) {
    const response = await fetch(`${origin}${check.path}`);
    const html = await response.text();
    const root = html.slice(html.indexOf('<div id="root">'));
    const ok =
      response.status === 200 &&
      new RegExp(`<h1[^>]*>${check.text}</h1>`).test(root) &&
      html.includes('<script type="application/json" id="ssr-state">') &&
      !root.includes('temporarily unavailable');
    console.log(`${ok ? 'ok  ' : 'FAIL'} ${check.path} arrives server-rendered with "${check.text}"`);
    if (!ok) failed = true;
  }
} catch (error) {
  console.error(`FAIL ${error.message}`);
  failed = true;
} finally {
  if (server?.pid && server.exitCode === null) {
    process.kill(-server.pid, 'SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
  fs.rmSync(work, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
