// Section "pages": first-load bytes by part of the site and lab web vitals for each main route.
import { ensureBuilt, withSite } from './site-process.mjs';
import { CPU_SLOWDOWN, VIEWPORT, launchBrowser, measurePageLoad } from './page-load.mjs';
import { fixed, heading, kB, median, ms, saveSection, table } from './report.mjs';

export const MAIN_ROUTES = [
  '/',
  '/blog',
  '/drivers',
  '/property-manager',
  '/hotel-signup',
  '/cleaning-partner',
  '/privacy',
  '/uber-payment',
  '/starter-kit-paywall',
];

/** Stripe.js may load on /uber-payment only: no other page loads it. */
const STRIPE_HOST = 'js.stripe.com';

const sum = (files) => files.reduce((total, file) => total + file.gzipBytes, 0);

/** The figures of one load, bytes as gzip -9 of each response body. */
function summarise(load) {
  const js = load.files.filter((f) => f.kind === 'js');
  const css = load.files.filter((f) => f.kind === 'css');
  const ofGroup = (files, group) => sum(files.filter((f) => f.group === group));
  const remotes = {};
  for (const file of js.filter((f) => f.remote)) {
    remotes[file.remote] ??= { js: 0, ownCode: 0, federation: 0, react: 0 };
    remotes[file.remote].js += file.gzipBytes;
    const part = file.insideRemote === 'shell' ? 'ownCode' : file.insideRemote;
    remotes[file.remote][part] += file.gzipBytes;
  }
  return {
    js: {
      shell: ofGroup(js, 'shell'),
      federation: ofGroup(js, 'federation'),
      react: ofGroup(js, 'react'),
      remote: ofGroup(js, 'remote'),
      total: sum(js),
    },
    css: { shell: ofGroup(css, 'shell'), remote: ofGroup(css, 'remote'), total: sum(css) },
    remotes,
    requests: load.localRequests,
    reactCopies: new Set(js.filter((f) => f.reactDom).map((f) => f.url)).size,
    stripeRequests: load.externalRequests.filter((href) => new URL(href).hostname === STRIPE_HOST).length,
    externalRequests: load.externalRequests,
    fcp: load.fcp,
    lcp: load.lcp,
    lcpElement: load.lcpElement,
    cls: load.cls,
    tbt: load.tbt,
    longTasks: load.longTasks,
    longestTask: load.longestTask,
    longestTaskAfterPaint: load.longestTaskAfterPaint,
    longestScriptTaskAfterPaint: load.longestScriptTaskAfterPaint,
    longestRenderTaskAfterPaint: load.longestRenderTaskAfterPaint,
    pageErrors: load.pageErrors,
    files: load.files.map((f) => ({
      path: new URL(f.url).pathname,
      kind: f.kind,
      group: f.group,
      insideRemote: f.insideRemote,
      gzipBytes: f.gzipBytes,
      transferBytes: f.transferBytes,
    })),
  };
}

/** Medians of every number across runs (byte counts are the same in each run anyway). */
function medianOf(runs) {
  const pick = (get) => median(runs.map(get));
  const first = runs[0];
  return {
    js: Object.fromEntries(Object.keys(first.js).map((k) => [k, pick((r) => r.js[k])])),
    css: Object.fromEntries(Object.keys(first.css).map((k) => [k, pick((r) => r.css[k])])),
    remotes: first.remotes,
    requests: pick((r) => r.requests),
    reactCopies: Math.max(...runs.map((r) => r.reactCopies)),
    stripeRequests: Math.max(...runs.map((r) => r.stripeRequests)),
    fcp: pick((r) => r.fcp),
    lcp: pick((r) => r.lcp),
    lcpElement: runs.map((r) => r.lcpElement).find(Boolean),
    cls: pick((r) => r.cls),
    tbt: pick((r) => r.tbt),
    longTasks: pick((r) => r.longTasks),
    longestTask: pick((r) => r.longestTask),
    longestTaskAfterPaint: pick((r) => r.longestTaskAfterPaint),
    longestScriptTaskAfterPaint: pick((r) => r.longestScriptTaskAfterPaint),
    longestRenderTaskAfterPaint: pick((r) => r.longestRenderTaskAfterPaint),
    pageErrors: [...new Set(runs.flatMap((r) => r.pageErrors))],
    files: first.files,
  };
}

/** The main routes, or those BENCH_ROUTES names. */
export function selectedRoutes() {
  const only = process.env.BENCH_ROUTES?.split(',')
    .map((r) => r.trim())
    .filter(Boolean);
  return only?.length ? only : MAIN_ROUTES;
}

function printTables(results, runs) {
  console.log(`JS and CSS: gzip -9 of each response body (not the transfer size), 1 kB = 1024 B.`);
  table(
    ['route', 'shell JS', 'federation', 'react', 'remote JS', 'JS total', 'CSS', 'requests', 'React copies'],
    Object.entries(results).map(([route, r]) => [
      route,
      kB(r.js.shell),
      kB(r.js.federation),
      kB(r.js.react),
      kB(r.js.remote),
      kB(r.js.total),
      kB(r.css.total),
      r.requests,
      r.reactCopies,
    ]),
  );
  console.log("\nRemote JS by what it is (gzip -9): the remote's own code, and the federation runtime and glue it loads itself.");
  table(
    ['route', 'remote', 'remote JS', 'own code', 'federation', 'react'],
    Object.entries(results).flatMap(([route, r]) =>
      Object.entries(r.remotes).map(([name, m]) => [route, name, kB(m.js), kB(m.ownCode), kB(m.federation), kB(m.react)]),
    ),
  );
  console.log(`\nMedian of ${runs} run(s); Chromium, ${VIEWPORT.width}×${VIEWPORT.height}, ${CPU_SLOWDOWN}× CPU slowdown, no network throttling.`);
  table(
    ['route', 'FCP', 'LCP', 'CLS', 'TBT', 'tasks ≥ 50 ms', 'longest task', 'after first paint', 'running script', 'layout & paint', 'LCP element'],
    Object.entries(results).map(([route, r]) => [
      route,
      ms(r.fcp),
      ms(r.lcp),
      fixed(r.cls, 3),
      ms(r.tbt),
      r.longTasks,
      r.longestTask ? ms(r.longestTask) : '< 50 ms',
      r.longestTaskAfterPaint ? ms(r.longestTaskAfterPaint) : '< 50 ms',
      r.longestScriptTaskAfterPaint ? ms(r.longestScriptTaskAfterPaint) : '< 50 ms',
      r.longestRenderTaskAfterPaint ? ms(r.longestRenderTaskAfterPaint) : '< 50 ms',
      r.lcpElement ?? '–',
    ]),
  );
  const copies = Math.max(...Object.values(results).map((r) => r.reactCopies));
  console.log(`\nReact copies: ${copies} (most on any route)`);
  if (results['/drivers']) console.log(`Requests to ${STRIPE_HOST} on /drivers: ${results['/drivers'].stripeRequests} (expected 0)`);
  for (const [route, r] of Object.entries(results)) {
    if (r.pageErrors.length) console.log(`Page errors on ${route}: ${r.pageErrors.join(' | ')}`);
  }
}

export async function runPages() {
  heading('pages: first-load bytes and web vitals per route');
  const runs = Number(process.env.BENCH_RUNS ?? 3);
  await ensureBuilt();
  await withSite('pages', {}, async (site) => {
    const browser = await launchBrowser();
    try {
      // One unmeasured load, so the first route does not pay for a cold server.
      await measurePageLoad(browser, `${site.url}/`);
      const results = {};
      for (const route of selectedRoutes()) {
        const loads = [];
        for (let run = 0; run < runs; run += 1) loads.push(summarise(await measurePageLoad(browser, `${site.url}${route}`)));
        results[route] = medianOf(loads);
        process.stdout.write(`measured ${route}\n`);
      }
      printTables(results, runs);
      saveSection('pages', {
        method: { runs, viewport: VIEWPORT, cpuSlowdown: CPU_SLOWDOWN, bytes: 'gzip level 9 of each response body', quietMs: 2000 },
        routes: results,
      });
    } finally {
      await browser.close();
    }
  });
}
