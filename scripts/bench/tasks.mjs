// Section "tasks": the tasks of 50 ms or more after the first paint, load by load, on a phone
// (4× CPU): each named by the scripts that ran in it (file and caller, from the browser's long
// animation frame entries). A visitor's press or keystroke waits for such a task to end.
// The pages are driven without DevTools' Runtime domain, which makes V8 parse React DOM's
// module twice (plain-browser.mjs); each load is followed by one of the same route with that
// domain enabled, as Playwright and Lighthouse measure, printed apart.
// The same fixed script timed many times in the same browser (cpu-spread.mjs) shows how much
// a task's length varies on this machine from one time to the next.
// BENCH_TASK_RUNS changes the loads per route (5), BENCH_ROUTES the routes.
/* global window -- parts of it run in the page */
import { measureCpuSpread } from './cpu-spread.mjs';
import { ensureBuilt, withSite } from './site-process.mjs';
import { CPU_SLOWDOWN, LOAD_TIMEOUT_MS, QUIET_MS, VIEWPORT, networkActivity } from './page-load.mjs';
import { selectedRoutes } from './page-metrics.mjs';
import { launchPlainBrowser } from './plain-browser.mjs';
import { fixed, heading, ms, saveSection, table } from './report.mjs';
import { installVitalsObserver, namedTasks, readVitals } from './vitals-observer.mjs';

/**
 * Loads `url` once in a fresh phone page and returns its first paint and the long tasks that
 * started after it, each with the scripts that ran in it.
 * @param {Awaited<ReturnType<typeof launchPlainBrowser>>} browser
 * @param {string} url
 * @param {boolean} runtimeDomain whether DevTools' Runtime domain is enabled during the load
 */
async function measureTasks(browser, url, runtimeDomain) {
  const page = await browser.newPage({ viewport: VIEWPORT, cpuSlowdown: CPU_SLOWDOWN, runtimeDomain });
  try {
    await page.send('Page.addScriptToEvaluateOnNewDocument', { source: `(${installVitalsObserver})()` });
    const network = networkActivity();
    page.on('Network.requestWillBeSent', (request) => {
      // A redirect keeps its request's id: the same request, still in flight.
      if (!request.redirectResponse) network.started();
    });
    page.on('Network.loadingFinished', network.ended);
    page.on('Network.loadingFailed', network.ended);
    await page.send('Network.enable');

    const deadline = Date.now() + LOAD_TIMEOUT_MS;
    const loaded = new Promise((resolve) => {
      const stop = page.on('Page.loadEventFired', () => resolve(stop()));
    });
    const { errorText } = await page.send('Page.navigate', { url });
    if (errorText) throw new Error(`${url}: ${errorText}`);
    await Promise.race([loaded, new Promise((resolve) => setTimeout(resolve, LOAD_TIMEOUT_MS))]);
    while (Date.now() < deadline && !(await page.evaluate(() => window.__benchVitals?.fcp !== undefined))) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await network.quiet(QUIET_MS, deadline);
    const vitals = await page.evaluate(readVitals);
    const afterPaint = vitals.longTasks.filter(([start]) => vitals.fcp !== undefined && start >= vitals.fcp);
    return { fcp: vitals.fcp, tasks: namedTasks(afterPaint, vitals.scripts) };
  } finally {
    await page.close();
  }
}

/** The longest task after the first paint in one load, or '–' when none reached 50 ms. */
const longestOf = (tasks) => (tasks.length ? ms(Math.max(...tasks.map((task) => task.duration))) : '–');

/** Per route: in how many loads there was such a task, how many in all, each load's longest; then each task with its scripts. */
function printLoads(routes, key, runs) {
  table(
    ['route', 'loads with one', 'tasks', ...Array.from({ length: runs }, (_, i) => `load ${i + 1}`)],
    Object.entries(routes).map(([route, { [key]: loads }]) => [
      route,
      `${loads.filter((load) => load.tasks.length).length} of ${runs}`,
      loads.reduce((count, load) => count + load.tasks.length, 0),
      ...loads.map((load) => longestOf(load.tasks)),
    ]),
  );
  const named = Object.entries(routes).flatMap(([route, { [key]: loads }]) =>
    loads.flatMap((load, index) =>
      load.tasks.map(
        (task) =>
          `${route} load ${index + 1}: ${ms(task.duration)} at ${ms(task.start - load.fcp)} after first paint; ${task.scripts.join(', ') || 'no script (style, layout, paint)'}`,
      ),
    ),
  );
  console.log(named.length ? `Each task, with the scripts that ran in it:\n${named.join('\n')}` : 'No task of 50 ms or more after the first paint.');
}

export async function runTasks() {
  heading('tasks: tasks of 50 ms or more after the first paint, per load');
  const runs = Number(process.env.BENCH_TASK_RUNS ?? 5);
  await ensureBuilt();
  await withSite('tasks', {}, async (site) => {
    const browser = await launchPlainBrowser();
    try {
      // One unmeasured load, so the first route does not pay for a cold server.
      await measureTasks(browser, `${site.url}/`, false);
      const cpuSpread = await measureCpuSpread(browser);
      const routes = {};
      for (const route of selectedRoutes()) {
        const loads = [];
        const loadsWithRuntimeDomain = [];
        // Alternated load by load, so both see the machine as it was at the time.
        for (let run = 0; run < runs; run += 1) {
          loads.push(await measureTasks(browser, `${site.url}${route}`, false));
          loadsWithRuntimeDomain.push(await measureTasks(browser, `${site.url}${route}`, true));
        }
        routes[route] = { loads, loadsWithRuntimeDomain };
        process.stdout.write(`measured ${route}\n`);
      }

      console.log(`\n${runs} loads per route; Chromium, ${VIEWPORT.width}×${VIEWPORT.height}, ${CPU_SLOWDOWN}× CPU slowdown, no network throttling.`);
      console.log('\nAs a phone without DevTools runs the page:');
      printLoads(routes, 'loads', runs);
      console.log("\nThe loads just after each of those, with DevTools' Runtime domain enabled (as Playwright and Lighthouse measure):");
      printLoads(routes, 'loadsWithRuntimeDomain', runs);
      const spread = ({ min, median, p90, max }) => `min ${fixed(min, 1)}, median ${fixed(median, 1)}, p90 ${fixed(p90, 1)}, max ${fixed(max, 1)} ms`;
      console.log(
        `\nThe same fixed script, ${cpuSpread.repeats} times in a phone page of this browser: at full speed ${spread(cpuSpread.fast)}; at ${CPU_SLOWDOWN}× slowdown ${spread(cpuSpread.slowed)}.`,
      );
      saveSection('tasks', {
        method: { runs, viewport: VIEWPORT, cpuSlowdown: CPU_SLOWDOWN, devTools: 'loads: no Runtime domain; loadsWithRuntimeDomain: enabled' },
        cpuSpread,
        routes,
      });
    } finally {
      await browser.close();
    }
  });
}
