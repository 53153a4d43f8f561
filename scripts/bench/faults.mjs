// Section "faults": how / and /drivers (answered from the page cache) and the blog's own
// page fare while the blog's origin is dead, hangs, answers slowly, or serves a new
// manifest every second. The blog's build is served from an origin of its own, in the
// bench process, through which each fault is played.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { UNLIMITED } from './api-throughput.mjs';
import { ensureBuilt, freePort, withSite } from './site-process.mjs';
import { heading, saveSection, table } from './report.mjs';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const BLOG_DIST = path.join(ROOT, 'mfe-blog', 'dist');
/** Clients requesting / and /drivers (half each), one request after another. */
const CACHED_CLIENTS = 4;
/** Requests of / and /drivers (each) before a fault begins. */
const WARM_ROUNDS = 200;
/** How late the slow blog answers each request. */
const SLOW_MS = 1500;
const BLOG_HEADING = 'Ideas to Earn More From Every Stay and Every Ride';

const TYPES = { '.js': 'text/javascript', '.json': 'application/json', '.css': 'text/css', '.svg': 'image/svg+xml' };

/**
 * The blog's build on its own origin. Modes: up; hang (every request is held until the
 * origin closes); slow (each answer SLOW_MS late); changing (mf-manifest.json changes
 * every second); dead (the origin is closed: connections are refused).
 */
async function blogOrigin(port) {
  let mode = 'up';
  const held = new Set();
  const send = (req, res) => {
    const file = path.join(BLOG_DIST, decodeURIComponent(new URL(req.url, 'http://x').pathname));
    if (!file.startsWith(BLOG_DIST + path.sep) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      res.writeHead(404).end();
      return;
    }
    let body = fs.readFileSync(file);
    if (mode === 'changing' && file.endsWith('mf-manifest.json')) {
      const manifest = JSON.parse(body.toString('utf8'));
      manifest.metaData = { ...manifest.metaData, benchSecond: Math.floor(Date.now() / 1000) };
      body = Buffer.from(JSON.stringify(manifest));
    }
    res.writeHead(200, { 'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream', 'Access-Control-Allow-Origin': '*' });
    res.end(body);
  };
  const server = http.createServer((req, res) => {
    if (mode === 'hang') held.add(res);
    else if (mode === 'slow') setTimeout(() => send(req, res), SLOW_MS);
    else send(req, res);
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  const close = () =>
    new Promise((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  return {
    entry: `http://127.0.0.1:${port}/remoteEntry.js`,
    async set(next) {
      mode = next;
      if (next === 'dead') await close();
    },
    async stop() {
      for (const res of held) res.destroy();
      if (mode !== 'dead') await close();
    },
  };
}

function percentile(values, q) {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

function get(url, agent) {
  return new Promise((resolve) => {
    const started = performance.now();
    const req = http.get(url, { agent }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode, ms: performance.now() - started, body }));
    });
    req.on('error', () => resolve({ status: 0, ms: performance.now() - started, body: '' }));
  });
}

/** What the blog's page was answered with: the blog itself, its fallback, or no server render. */
function blogAnswer(body) {
  const root = body.slice(body.indexOf('<div id="root">'));
  if (root.startsWith('<div id="root"></div>')) return 'browser-rendered';
  if (root.includes(BLOG_HEADING)) return 'page';
  return 'fallback';
}

/** Timings of / and /drivers (from the page cache) and of /blog, all at once, for `seconds`. */
async function underFault(siteUrl, seconds) {
  const until = Date.now() + seconds * 1000;
  const agent = new http.Agent({ keepAlive: true, maxSockets: CACHED_CLIENTS + 1 });
  const cached = { '/': [], '/drivers': [] };
  const failures = { '/': 0, '/drivers': 0 };
  const clients = Array.from({ length: CACHED_CLIENTS }, async (_, i) => {
    const route = i % 2 === 0 ? '/' : '/drivers';
    while (Date.now() < until) {
      const { status, ms } = await get(`${siteUrl}${route}`, agent);
      if (status === 200) cached[route].push(ms);
      else failures[route] += 1;
    }
  });
  const blog = [];
  const faultBegan = performance.now();
  const blogClient = (async () => {
    while (Date.now() < until) {
      const { status, ms, body } = await get(`${siteUrl}/blog`, agent);
      blog.push({ ms, at: performance.now() - faultBegan, answer: status === 200 ? blogAnswer(body) : `status ${status}` });
    }
  })();
  await Promise.all([...clients, blogClient]);
  agent.destroy();
  const summary = (values) => ({ p50: percentile(values, 0.5), p99: percentile(values, 0.99), max: Math.max(...values), samples: values.length });
  const answers = {};
  for (const { answer } of blog) answers[answer] = (answers[answer] ?? 0) + 1;
  const fallbacks = blog.filter((b) => b.answer !== 'page');
  return {
    home: { ...summary(cached['/']), failures: failures['/'] },
    drivers: { ...summary(cached['/drivers']), failures: failures['/drivers'] },
    blog: {
      ...summary(blog.map((b) => b.ms)),
      answers,
      // The blog's page without the blog: how long such an answer took, and when the first came after the fault began.
      fallback: fallbacks.length ? { firstAnsweredAtMs: fallbacks[0].at, ...summary(fallbacks.map((b) => b.ms)) } : undefined,
    },
  };
}

const SCENARIOS = [
  ['up', 'blog up (for comparison)'],
  ['dead', 'blog dead (connections refused)'],
  ['hang', 'blog hangs (never answers)'],
  ['slow', `blog slow (each answer ${SLOW_MS} ms late)`],
  ['changing', 'blog manifest changes every second'],
];

export async function runFaults() {
  heading('faults: / and /drivers from the page cache while the blog fails');
  const seconds = Number(process.env.BENCH_SECONDS ?? 10);
  await ensureBuilt();
  const figures = { seconds, cachedClients: CACHED_CLIENTS, slowMs: SLOW_MS, scenarios: {} };
  const rows = [];
  for (const [mode, label] of SCENARIOS) {
    const origin = await blogOrigin(await freePort());
    try {
      figures.scenarios[mode] = await withSite('faults', { env: { ...UNLIMITED, REMOTE_URL_BLOG: origin.entry } }, async (site) => {
        // Warm, with the blog up: every page rendered, / and /drivers kept in the page cache,
        // and the site's own code compiled by a few hundred answers.
        for (let i = 0; i < 3; i += 1) for (const route of ['/', '/drivers', '/blog']) await get(`${site.url}${route}`);
        for (let i = 0; i < WARM_ROUNDS; i += 1) await Promise.all(['/', '/drivers'].map((route) => get(`${site.url}${route}`)));
        await origin.set(mode);
        return underFault(site.url, seconds);
      });
    } finally {
      await origin.stop();
    }
    const { home, drivers, blog } = figures.scenarios[mode];
    const ms = (value) => (value === undefined ? '–' : `${value.toFixed(1)} ms`);
    rows.push([
      label,
      ms(home.p50),
      ms(home.p99),
      ms(drivers.p50),
      ms(drivers.p99),
      home.failures + drivers.failures,
      ms(blog.p50),
      ms(blog.max),
      ms(blog.fallback?.firstAnsweredAtMs),
      ms(blog.fallback?.p50),
      ms(blog.fallback?.max),
      Object.entries(blog.answers)
        .map(([answer, count]) => `${answer} ${count}`)
        .join(', '),
    ]);
  }
  console.log(
    `${CACHED_CLIENTS} clients request / and /drivers (half each) and one client /blog, one request after another, for ${seconds} s per scenario, after the pages were rendered with the blog up and ${WARM_ROUNDS} rounds of / and /drivers. Goal: / and /drivers p99 ≤ 20 ms.`,
  );
  table(
    [
      'blog',
      '/ p50',
      '/ p99',
      '/drivers p50',
      '/drivers p99',
      'not 200',
      '/blog p50',
      '/blog max',
      'first fallback at',
      'fallback p50',
      'fallback max',
      '/blog answered with',
    ],
    rows,
  );
  const worstP99 = Math.max(...Object.values(figures.scenarios).flatMap((s) => [s.home.p99, s.drivers.p99]));
  console.log(
    `Worst p99 of / and /drivers: ${worstP99.toFixed(1)} ms. "first fallback at": time from the fault's start to the first /blog answer without the blog (page fallback or browser-rendered).`,
  );
  saveSection('faults', figures);
}
