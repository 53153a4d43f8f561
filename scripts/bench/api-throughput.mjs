// Section "api": POST /api/contact (validated, durably stored) against a bare Express JSON
// endpoint, measured in the same run with the same load.
import autocannon from 'autocannon';
import { startPostgres } from '../postgres.mjs';
import { startFixtureServer, withSite } from './site-process.mjs';
import { fixed, heading, saveSection, table } from './report.mjs';

const CONNECTIONS = 100;
const WARM_UP_SECONDS = 2;
/** Rate limits high enough never to answer 429 during the load. */
export const UNLIMITED = { RATE_LIMIT_SUBMIT_MAX: '100000000', RATE_LIMIT_READ_MAX: '100000000', RATE_LIMIT_PAGE_MAX: '100000000' };

/** A message the contact contract accepts. */
export function contactBody(marker = 'bench') {
  return { name: 'Bench Visitor', email: 'bench@example.com', phone: '', message: `Benchmark message ${marker}` };
}

/**
 * Loads `url` with POSTs of `body` for `seconds` after an unmeasured warm-up.
 * @returns {Promise<{ requestsPerSecond: number, p50: number, p99: number, non2xx: number, errors: number, total: number }>}
 */
export async function loadTest(url, { seconds, connections = CONNECTIONS, method = 'POST', body, requests, headers = {} }) {
  const options = {
    url,
    connections,
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
    body: body ? JSON.stringify(body) : undefined,
    requests,
  };
  await autocannon({ ...options, duration: WARM_UP_SECONDS });
  const result = await autocannon({ ...options, duration: seconds });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    total: result.requests.total,
  };
}

async function measureSite(label, env, seconds) {
  return withSite('api', { env: { ...UNLIMITED, ...env } }, async (site) => ({
    label,
    ...(await loadTest(`${site.url}/api/contact`, { seconds, body: contactBody() })),
  }));
}

async function measureBare(seconds) {
  const bare = await startFixtureServer('json');
  try {
    return { label: 'bare Express JSON', ...(await loadTest(`${bare.url}/api/contact`, { seconds, body: contactBody() })) };
  } finally {
    await bare.stop();
  }
}

async function measurePostgres(seconds) {
  const postgres = await startPostgres();
  if (!postgres) return undefined;
  // pg_ctl runs the server detached: stop it even when the bench is interrupted.
  const stopOnExit = () => postgres.stop();
  process.once('exit', stopOnExit);
  try {
    return await measureSite('POST /api/contact (PostgreSQL)', { DATABASE_URL: postgres.url }, seconds);
  } finally {
    process.off('exit', stopOnExit);
    postgres.stop();
  }
}

export async function runApi() {
  heading('api: POST /api/contact (durable) vs bare Express');
  const seconds = Number(process.env.BENCH_SECONDS ?? 10);
  const bare = await measureBare(seconds);
  const measured = [bare, await measureSite('POST /api/contact (SQLite)', {}, seconds)];
  const postgres = await measurePostgres(seconds);
  if (postgres) measured.push(postgres);

  console.log(
    `${CONNECTIONS} connections, ${seconds} s each after a ${WARM_UP_SECONDS} s warm-up; each server in its own process, autocannon in the bench process.`,
  );
  table(
    ['endpoint', 'requests/s', 'p50', 'p99', 'non-2xx', 'errors', 'vs bare'],
    measured.map((m) => [
      m.label,
      fixed(m.requestsPerSecond),
      `${m.p50} ms`,
      `${m.p99} ms`,
      m.non2xx,
      m.errors,
      `${fixed((100 * m.requestsPerSecond) / bare.requestsPerSecond)}%`,
    ]),
  );
  if (!postgres) console.log('PostgreSQL: not measured (no server binaries found).');
  saveSection('api', {
    method: { connections: CONNECTIONS, seconds, warmUpSeconds: WARM_UP_SECONDS, tool: 'autocannon' },
    results: measured.map((m) => ({ ...m, ratioToBare: m.requestsPerSecond / bare.requestsPerSecond })),
  });
}
