// Section "lighthouse": Lighthouse's mobile run (simulated slow 4G, 4× CPU, a phone screen) on
// the production build, the way a phone sees the site. Several runs per route; medians.
// BENCH_LIGHTHOUSE_RUNS changes the run count, BENCH_LIGHTHOUSE_ROUTES the routes, BENCH_PORT the
// site's port (Chromium's debugging port is two above it).
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM_ARGS, CHROMIUM_PATH, NO_EXTERNAL_HOSTS_ARG } from '../support/chromium.mjs';
import { ensureBuilt, withSite } from './site-process.mjs';
import { fixed, heading, kB, median, ms, saveSection, table } from './report.mjs';

export const LIGHTHOUSE_ROUTES = ['/', '/blog', '/drivers', '/property-manager', '/hotel-signup', '/cleaning-partner', '/privacy'];

const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS, NO_EXTERNAL_HOSTS_ARG];

export function selectedRoutes() {
  const only = process.env.BENCH_LIGHTHOUSE_ROUTES?.split(',')
    .map((r) => r.trim())
    .filter(Boolean);
  return only?.length ? only : LIGHTHOUSE_ROUTES;
}

/**
 * How far Lighthouse's long tasks (simulated, 50 ms or more, from first byte to quiet) ran past
 * 50 ms, split by what it attributes each to: a script, or the document itself (its parsing,
 * style, layout and paint, and what it could not attribute). Not clipped to the span that total
 * blocking time counts, so the two do not add up to it; they say whose tasks it came from.
 */
function longTaskBlocking(lhr) {
  const tasks = lhr.audits['long-tasks']?.details?.items ?? [];
  const beyond = (task) => Math.max(0, task.duration - 50);
  const byScript = tasks.filter((task) => /\.m?js(\?|$)/.test(String(task.url)));
  const total = tasks.reduce((sum, task) => sum + beyond(task), 0);
  const scriptTaskBlocking = byScript.reduce((sum, task) => sum + beyond(task), 0);
  return { scriptTaskBlocking, documentTaskBlocking: total - scriptTaskBlocking };
}

/** The figures of one Lighthouse run, from its report. */
function figuresOf(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const scripts = requests.filter((item) => item.resourceType === 'Script');
  return {
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    ...longTaskBlocking(lhr),
    cls: audit('cumulative-layout-shift'),
    interactive: audit('interactive'),
    interactiveAfterFcp: audit('interactive') - audit('first-contentful-paint'),
    scriptRequests: scripts.length,
    scriptBytes: scripts.reduce((total, item) => total + (item.transferSize ?? 0), 0),
    unusedScriptBytes: lhr.audits['unused-javascript']?.details?.overallSavingsBytes ?? 0,
    warnings: lhr.runWarnings ?? [],
    // A run Lighthouse could not complete (no paint, a protocol time-out) scores 0 and has no timings.
    error: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : undefined,
  };
}

/** Medians over the runs Lighthouse completed; failed runs are counted, with their errors as warnings. */
function medianOf(runs) {
  const completed = runs.filter((run) => !run.error);
  const keys = [...new Set(runs.flatMap((run) => Object.keys(run).filter((key) => typeof run[key] === 'number')))];
  const medians = Object.fromEntries(keys.map((key) => [key, median(completed.map((run) => run[key]))]));
  const errors = runs.filter((run) => run.error).map((run) => `failed run: ${run.error}`);
  return { ...medians, failedRuns: runs.length - completed.length, warnings: [...new Set([...runs.flatMap((run) => run.warnings), ...errors])] };
}

/** The Lighthouse version, for the printed method line. */
export async function lighthouseVersion() {
  return (await import('lighthouse/package.json', { with: { type: 'json' } })).default.version;
}

/**
 * Lighthouse's mobile run on each route of each origin, `runs` times, the origins taking turns
 * route by route (so a busy moment of the machine falls on both alike) and going first in turn,
 * in one Chromium.
 * @param {Record<string, string>} origins label → origin (e.g. http://127.0.0.1:4770)
 * @param {{ routes?: string[], runs?: number, chromePort?: number, onRoute?: (label: string, route: string) => void }} [options]
 * @returns {Promise<Record<string, Record<string, object>>>} label → route → medians, with `runs`
 */
export async function measureOrigins(origins, { routes = selectedRoutes(), runs = 3, chromePort, onRoute } = {}) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROME_FLAGS,
    ...(chromePort ? { port: chromePort } : {}),
  });
  try {
    // Every run a first visit, as in a fresh browser: Lighthouse clears the HTTP cache but keeps
    // local storage, where the site notes that this browser holds the brand font.
    const clearStorageTypes = ['file_systems', 'shader_cache', 'service_workers', 'cache_storage', 'local_storage', 'indexeddb'];
    const options = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], clearStorageTypes };
    // One unmeasured run each, so the first route does not pay for a cold server and cold caches.
    for (const origin of Object.values(origins)) await lighthouse(`${origin}/`, options);
    const results = Object.fromEntries(Object.keys(origins).map((label) => [label, {}]));
    for (const [routeIndex, route] of routes.entries()) {
      const perRun = Object.fromEntries(Object.keys(origins).map((label) => [label, []]));
      for (let run = 0; run < runs; run += 1) {
        // Which origin goes first alternates from turn to turn, so neither is always measured
        // right after the other's load.
        const turn = (routeIndex + run) % 2 === 0 ? Object.entries(origins) : Object.entries(origins).reverse();
        for (const [label, origin] of turn) {
          // A run Lighthouse could not record (its trace lost the navigation, say) is made
          // again, once, so a median is of as many runs as asked for; a second failure counts.
          let figures = figuresOf((await lighthouse(`${origin}${route}`, options)).lhr);
          if (figures.error) figures = figuresOf((await lighthouse(`${origin}${route}`, options)).lhr);
          perRun[label].push(figures);
        }
      }
      for (const label of Object.keys(origins)) {
        results[label][route] = { ...medianOf(perRun[label]), runs: perRun[label].map((figures) => ({ ...figures, warnings: undefined })) };
        onRoute?.(label, route);
      }
    }
    return results;
  } finally {
    await chrome.kill();
  }
}

/** Lighthouse's mobile run on each route of one origin; medians per route. */
export async function measureOrigin(origin, options = {}) {
  return (await measureOrigins({ site: origin }, options)).site;
}

export async function runLighthouse() {
  heading('lighthouse: mobile run (simulated slow 4G, 4× CPU) per route');
  const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
  const basePort = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : undefined;
  await ensureBuilt();
  await withSite('lighthouse', { port: basePort }, async (site) => {
    const results = await measureOrigin(site.url, {
      runs,
      ...(basePort ? { chromePort: basePort + 2 } : {}),
      onRoute: (_label, route) => process.stdout.write(`measured ${route}\n`),
    });
    console.log(
      `\nLighthouse ${await lighthouseVersion()}, mobile preset, median of ${runs} run(s); script bytes as transferred (Brotli, the build's copies).`,
    );
    table(
      ['route', 'perf', 'FCP', 'LCP', 'TBT', 'CLS', 'interactive', 'TTI − FCP', 'scripts', 'script bytes', 'unused script'],
      Object.entries(results).map(([route, r]) => [
        route,
        fixed(r.performance),
        ms(r.fcp),
        ms(r.lcp),
        ms(r.tbt),
        fixed(r.cls, 3),
        ms(r.interactive),
        ms(r.interactiveAfterFcp),
        fixed(r.scriptRequests),
        kB(r.scriptBytes),
        kB(r.unusedScriptBytes),
      ]),
    );
    for (const [route, r] of Object.entries(results)) {
      if (r.warnings.length) console.log(`Lighthouse warnings on ${route}: ${r.warnings.join(' | ')}`);
    }
    saveSection('lighthouse', { method: { runs, preset: 'mobile', throttling: 'simulated slow 4G, 4× CPU' }, routes: results });
  });
}
