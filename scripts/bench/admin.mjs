// Admin dashboard figures (printed, never judged): the first page of a kind
// with 10,000 stored submissions (p50/p95 over sequential requests), the summary, a search,
// and the CSV export of those 10,000 rows (time, and the API process's peak memory).
// Run: node --import tsx scripts/bench/admin.mjs   (BENCH_DATABASE_URL=postgres://… for PostgreSQL)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { startSite } from '../processes.mjs';
import { openStorage, SubmissionsRepository } from '@minibar/api/storage';

const ROWS = Number(process.env.BENCH_ADMIN_ROWS ?? 10_000);
const REQUESTS = Number(process.env.BENCH_ADMIN_REQUESTS ?? 300);
const PASSWORD = 'bench-admin-password';
const databaseUrl = process.env.BENCH_DATABASE_URL;

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
          payload: {
            name: `Guest ${n}`,
            email: `guest${n}@example.com`,
            phone: '+12025550143',
            message: `Message number ${n}, about a starter kit.`,
          },
        });
      }),
    );
  }
  await storage.close();
}

/** The API on the seeded data, listening on 127.0.0.1 only. */
function startApi(dataDir) {
  return startSite({
    dataDir,
    env: {
      HOST: '127.0.0.1',
      ADMIN_PASSWORD: PASSWORD,
      SESSION_SECRET: randomBytes(32).toString('base64url'),
      ADMIN_COOKIE_INSECURE: '1',
      LOG_LEVEL: 'silent',
      RATE_LIMIT_READ_MAX: '1000000',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
  });
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
const api = await startApi(dataDir);
const base = api.url;
try {
  const signIn = await fetch(`${base}/api/admin/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ password: PASSWORD }),
  });
  const cookie = signIn.headers.get('set-cookie').split(';')[0];

  console.log(`\nms over ${REQUESTS} sequential requests`);
  console.table({
    'first page (25 newest contacts)': await timeRequests(`${base}/api/admin/submissions?kind=contact`, cookie),
    'last page': await timeRequests(`${base}/api/admin/submissions?kind=contact&page=${Math.ceil(ROWS / 25)}`, cookie),
    'search "Guest 9999"': await timeRequests(`${base}/api/admin/submissions?kind=contact&q=Guest%209999`, cookie),
    summary: await timeRequests(`${base}/api/admin/summary`, cookie),
  });

  const rssBefore = currentRssMb(api.pid);
  const peakBefore = peakRssMb(api.pid);
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
  console.log(
    `API process memory: ${rssBefore.toFixed(0)} MB resident before; peak ${peakBefore.toFixed(0)} MB before, ${peakRssMb(api.pid).toFixed(0)} MB after the export`,
  );
} finally {
  await api.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
