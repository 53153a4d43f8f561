// Admin dashboard figures (issue 8 targets; printed, never judged): the first page of a kind
// with 10,000 stored submissions (p50/p95 over sequential requests), the summary, a search,
// and the CSV export of those 10,000 rows (time, and the API process's peak memory).
// Run: node --import tsx scripts/bench/admin.mjs   (BENCH_DATABASE_URL=postgres://… for PostgreSQL)
import fs from 'node:fs';
import os from 'node:os';
import net from 'node:net';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { openStorage, SubmissionsRepository } from '../../api/src/storage/index.ts';

const root = path.resolve(import.meta.dirname, '..', '..');
const ROWS = Number(process.env.BENCH_ADMIN_ROWS ?? 10_000);
const REQUESTS = Number(process.env.BENCH_ADMIN_REQUESTS ?? 300);
const PASSWORD = 'bench-admin-password';
const databaseUrl = process.env.BENCH_DATABASE_URL;

const freePort = () =>
  new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** Peak resident memory of a process so far (Linux), in MB. */
const peakRssMb = (pid) => Number(/VmHWM:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;
const currentRssMb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function seed(dataDir) {
  const storage = await openStorage({ dataDir, databaseUrl });
  const submissions = new SubmissionsRepository(storage);
  for (let start = 0; start < ROWS; start += 1000) {
    await Promise.all(
      Array.from({ length: Math.min(1000, ROWS - start) }, (_, i) => {
        const n = start + i;
        return submissions.save({
          kind: 'contact',
          payload: { name: `Guest ${n}`, email: `guest${n}@example.com`, phone: '+12025550143', message: `Message number ${n}, about a starter kit.` },
        });
      }),
    );
  }
  await storage.close();
}

async function startApi(dataDir) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'api', 'src', 'server.ts')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, ADMIN_PASSWORD: PASSWORD, SESSION_SECRET: randomBytes(32).toString('base64url'), ADMIN_COOKIE_INSECURE: '1', LOG_LEVEL: 'silent', RATE_LIMIT_READ_MAX: '1000000', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
    stdio: 'ignore',
  });
  const base = `http://127.0.0.1:${port}`;
  for (;;) {
    if ((await fetch(`${base}/api/health`).catch(() => undefined))?.ok) return { base, child };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function timeRequests(url, cookie) {
  for (let i = 0; i < 20; i += 1) await (await fetch(url, { headers: { cookie } })).arrayBuffer();
  const times = [];
  for (let i = 0; i < REQUESTS; i += 1) {
    const started = performance.now();
    const res = await fetch(url, { headers: { cookie } });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${url} answered ${res.status}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50).toFixed(1), p95: percentile(times, 95).toFixed(1), max: times.at(-1).toFixed(1) };
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'minibar-bench-admin-'));
console.log(`Seeding ${ROWS} contact submissions (${databaseUrl ? 'PostgreSQL' : 'SQLite'})…`);
await seed(dataDir);
const { base, child } = await startApi(dataDir);
try {
  const signIn = await fetch(`${base}/api/admin/session`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ password: PASSWORD }) });
  const cookie = signIn.headers.get('set-cookie').split(';')[0];

  console.log(`\nms over ${REQUESTS} sequential requests`);
  console.table({
    'first page (25 newest contacts)': await timeRequests(`${base}/api/admin/submissions?kind=contact`, cookie),
    'last page': await timeRequests(`${base}/api/admin/submissions?kind=contact&page=${Math.ceil(ROWS / 25)}`, cookie),
    'search "Guest 9999"': await timeRequests(`${base}/api/admin/submissions?kind=contact&q=Guest%209999`, cookie),
    summary: await timeRequests(`${base}/api/admin/summary`, cookie),
  });

  const rssBefore = currentRssMb(child.pid);
  const peakBefore = peakRssMb(child.pid);
  const started = performance.now();
  const res = await fetch(`${base}/api/admin/export/contact.csv`, { headers: { cookie } });
  let bytes = 0;
  let lines = 0;
  for await (const chunk of res.body) {
    bytes += chunk.length;
    for (const byte of chunk) if (byte === 10) lines += 1;
  }
  const seconds = (performance.now() - started) / 1000;
  console.log(`\nCSV export: ${lines - 1} rows, ${(bytes / 1024 / 1024).toFixed(2)} MB in ${seconds.toFixed(2)} s`);
  console.log(`API process memory: ${rssBefore.toFixed(0)} MB resident before; peak ${peakBefore.toFixed(0)} MB before, ${peakRssMb(child.pid).toFixed(0)} MB after the export`);
} finally {
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
