import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import fc from 'fast-check';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSite, writeBuiltSite, type TestSite } from '../test/test-site';

/** A stand-in renderer, so every page request also goes through a render process. */
const renderer = `
export async function renderPage(request) {
  return { appHtml: '<main>page</main>', stylesheets: [], modulePreloads: [], state: { remoteEntries: request.remoteEntries, page: { key: 'x', failed: false }, today: '2026-01-01' } };
}
`;

const visible = fc
  .integer({ min: 0x21, max: 0x7e })
  .map((code) => String.fromCharCode(code))
  .filter((c) => c !== '#' && c !== '?');
const oddEncodings = fc.constantFrom(
  '%',
  '%2',
  '%zz',
  '%00',
  '%2F',
  '%2f',
  '%5C',
  '%C0%AF',
  '%E0%80',
  '%ff',
  '%25',
  '%%',
  '%u002F',
  '..',
  '.',
  '%2e%2e',
);
const segment = fc.oneof(
  fc.string({ unit: visible, maxLength: 40 }),
  oddEncodings,
  fc.integer({ min: 1, max: 1200 }).map((n) => '/'.repeat(n)),
  fc.constantFrom('blog', 'drivers', 'api', 'remotes', 'sitemap.xml', 'robots.txt', 'remotes.json', 'index.html', 'x.js'),
);
const pagePath = fc.array(segment, { maxLength: 8 }).map((parts) => `/${parts.join('/')}`);
const query = fc.option(
  fc
    .array(fc.tuple(fc.string({ unit: visible, maxLength: 20 }), fc.oneof(fc.string({ unit: visible, maxLength: 20 }), oddEncodings)), {
      maxLength: 6,
    })
    .map((pairs) => `?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}`),
  { nil: '' },
);
const hostHeader = fc.oneof(
  { arbitrary: fc.constant('localhost'), weight: 4 },
  fc.constantFrom(
    'localhost',
    'localhost:8080',
    'a:99999',
    'evil.example',
    '[::1]:80',
    '[::1',
    'a b',
    'x:-1',
    '999.999.999.999',
    `${'a'.repeat(300)}.com`,
  ),
  fc.string({ unit: visible, minLength: 1, maxLength: 80 }),
);
const headerValue = fc.oneof(
  fc.string({ unit: visible, maxLength: 200 }),
  fc.integer({ min: 1, max: 8000 }).map((n) => 'x'.repeat(n)),
);

let t: TestSite;
let dir: string;
const timings: number[] = [];
const statuses = new Map<number, number>();
beforeAll(async () => {
  dir = writeBuiltSite(renderer);
  t = await createTestSite({ PUBLIC_DIR: dir, RATE_LIMIT_PAGE_MAX: '1000000' });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
  // Speed is reported, not asserted: the figures show how long each answer took.
  const sorted = [...timings].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!.toFixed(1);
  console.log(
    `page fuzz: ${sorted.length} requests; ms median ${at(0.5)}, p95 ${at(0.95)}, p99 ${at(0.99)}, max ${at(1)}; statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
  );
});

describe('random paths, query strings and headers at the page routes', () => {
  it('never answer with a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(pagePath, query, hostHeader, headerValue, headerValue, async (pathname, search, host, acceptLanguage, forwardedHost) => {
        const started = performance.now();
        const res = await request(t.app)
          .get(`${pathname}${search}`)
          .set('Host', host)
          .set('Accept-Language', acceptLanguage)
          .set('X-Forwarded-Host', forwardedHost)
          .set('X-Forwarded-Proto', 'https');
        timings.push(performance.now() - started);
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        expect(res.status).toBeLessThan(500);
      }),
      { numRuns: 300 },
    );
  }, 120_000);
});
