// Section "tasks": the tasks of 50 ms or more after the first paint, load by load, on a phone
// (4× CPU): each named by the scripts that ran in it (file and caller, from the browser's long
// animation frame entries). A visitor's press or keystroke waits for such a task to end.
// The same fixed script timed many times in the same browser (cpu-spread.mjs) shows how much
// a task's length varies on this machine from one time to the next.
// BENCH_TASK_RUNS changes the loads per route (5), BENCH_ROUTES the routes.
import { measureCpuSpread } from './cpu-spread.mjs';
import { ensureBuilt, withSite } from './site-process.mjs';
import { CPU_SLOWDOWN, VIEWPORT, launchBrowser, measurePageLoad } from './page-load.mjs';
import { selectedRoutes } from './page-metrics.mjs';
import { fixed, heading, ms, saveSection, table } from './report.mjs';

/** The longest task after the first paint in one load, or '–' when none reached 50 ms. */
const longestOf = (tasks) => (tasks.length ? ms(Math.max(...tasks.map((task) => task.duration))) : '–');

export async function runTasks() {
  heading('tasks: tasks of 50 ms or more after the first paint, per load');
  const runs = Number(process.env.BENCH_TASK_RUNS ?? 5);
  await ensureBuilt();
  await withSite('tasks', {}, async (site) => {
    const browser = await launchBrowser();
    try {
      // One unmeasured load, so the first route does not pay for a cold server.
      await measurePageLoad(browser, `${site.url}/`);
      const cpuSpread = await measureCpuSpread(browser);
      const routes = {};
      for (const route of selectedRoutes()) {
        const loads = [];
        for (let run = 0; run < runs; run += 1) {
          const load = await measurePageLoad(browser, `${site.url}${route}`);
          loads.push({ fcp: load.fcp, tasks: load.tasksAfterPaint });
        }
        routes[route] = { loads };
        process.stdout.write(`measured ${route}\n`);
      }

      console.log(`\n${runs} loads per route; Chromium, ${VIEWPORT.width}×${VIEWPORT.height}, ${CPU_SLOWDOWN}× CPU slowdown, no network throttling.`);
      table(
        ['route', 'loads with one', 'tasks', ...Array.from({ length: runs }, (_, i) => `load ${i + 1}`)],
        Object.entries(routes).map(([route, { loads }]) => [
          route,
          `${loads.filter((load) => load.tasks.length).length} of ${runs}`,
          loads.reduce((count, load) => count + load.tasks.length, 0),
          ...loads.map((load) => longestOf(load.tasks)),
        ]),
      );
      const named = Object.entries(routes).flatMap(([route, { loads }]) =>
        loads.flatMap((load, index) =>
          load.tasks.map(
            (task) =>
              `${route} load ${index + 1}: ${ms(task.duration)} at ${ms(task.start - load.fcp)} after first paint; ${task.scripts.join(', ') || 'no script (style, layout, paint)'}`,
          ),
        ),
      );
      console.log(
        named.length ? `\nEach task, with the scripts that ran in it:\n${named.join('\n')}` : '\nNo task of 50 ms or more after the first paint.',
      );
      const spread = ({ min, median, p90, max }) => `min ${fixed(min, 1)}, median ${fixed(median, 1)}, p90 ${fixed(p90, 1)}, max ${fixed(max, 1)} ms`;
      console.log(
        `\nThe same fixed script, ${cpuSpread.repeats} times in a phone page of this browser: at full speed ${spread(cpuSpread.fast)}; at ${CPU_SLOWDOWN}× slowdown ${spread(cpuSpread.slowed)}.`,
      );
      saveSection('tasks', { method: { runs, viewport: VIEWPORT, cpuSlowdown: CPU_SLOWDOWN }, cpuSpread, routes });
    } finally {
      await browser.close();
    }
  });
}
