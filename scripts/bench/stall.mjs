// Section "stall": how long GET /api/health takes while 10 clients keep sending page paths
// made of many slashes (15,000, over the 2 kB limit, and 1,900, under it, so those pages
// are rendered). Before the fix, one 15,000-slash path held the event loop for 0.23 s and
// ten at once delayed /api/health to 2.9 s.
import http from 'node:http';
import { UNLIMITED } from './api-throughput.mjs';
import { ensureBuilt, withSite } from './site-process.mjs';
import { heading, median, saveSection, table } from './report.mjs';

const CLIENTS = 10;

function get(url, agent) {
  return new Promise((resolve) => {
    const started = performance.now();
    const req = http.get(url, { agent }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode, ms: performance.now() - started }));
    });
    req.on('error', () => resolve({ status: 0, ms: performance.now() - started }));
  });
}

function percentile(values, q) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

/** /api/health timings, one after another, while CLIENTS clients send `path` in a loop. */
async function healthUnderLoad(siteUrl, path, seconds) {
  const until = Date.now() + seconds * 1000;
  const statuses = {};
  const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });
  const attackers = Array.from({ length: CLIENTS }, async () => {
    while (Date.now() < until) {
      const { status } = await get(`${siteUrl}${path}`, agent);
      statuses[status] = (statuses[status] ?? 0) + 1;
    }
  });
  const health = [];
  const probe = (async () => {
    while (Date.now() < until) {
      health.push((await get(`${siteUrl}/api/health`)).ms);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  await Promise.all([...attackers, probe]);
  agent.destroy();
  return { healthMs: { p50: median(health), p99: percentile(health, 0.99), max: Math.max(...health), samples: health.length }, statuses };
}

export async function runStall() {
  heading('stall: /api/health while 10 clients send many-slash paths');
  const seconds = Number(process.env.BENCH_SECONDS ?? 10);
  await ensureBuilt();
  await withSite('stall', { env: UNLIMITED }, async (site) => {
    const quiet = [];
    for (let i = 0; i < 20; i += 1) quiet.push((await get(`${site.url}/api/health`)).ms);
    const rows = [];
    const figures = { clients: CLIENTS, seconds, quietHealthMs: median(quiet) };
    for (const [label, slashes] of [
      ['15,000 slashes (414)', 15_000],
      ['1,900 slashes (rendered page)', 1_900],
    ]) {
      const result = await healthUnderLoad(site.url, `/a${'/'.repeat(slashes)}b`, seconds);
      figures[`slashes${slashes}`] = result;
      rows.push([
        label,
        `${result.healthMs.p50.toFixed(1)} ms`,
        `${result.healthMs.p99.toFixed(1)} ms`,
        `${result.healthMs.max.toFixed(1)} ms`,
        result.healthMs.samples,
        JSON.stringify(result.statuses),
      ]);
    }
    console.log(
      `${CLIENTS} clients for ${seconds} s each; /api/health alone: ${figures.quietHealthMs.toFixed(1)} ms (median of 20). Goal: ≤ 50 ms under load.`,
    );
    table(['clients send', 'health p50', 'health p99', 'health max', 'samples', 'their answers'], rows);
    saveSection('stall', figures);
  });
}
