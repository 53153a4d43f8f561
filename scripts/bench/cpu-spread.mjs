/* global window -- parts of it run in the page */
// How steady the bench's slowed CPU is: one fixed piece of script, compiled and warmed first,
// timed many times in a phone page at the bench's CPU slowdown. Chromium slows a page by
// letting its main thread run in short slices and holding it between them; how long a task
// takes then also depends on when the machine lets those slices begin and end. Printed with
// the tasks, so a task's length can be read against what the same work takes from one time to
// the next on the same machine.
import { CPU_SLOWDOWN, VIEWPORT } from './page-load.mjs';
import { median, percentile } from './report.mjs';

const REPEATS = 60;

/** Runs in the page: a fixed sum over a million square roots, warmed up before it is timed. */
function defineWork() {
  window.__fixedWork = () => {
    let total = 0;
    for (let i = 0; i < 1_000_000; i += 1) total += Math.sqrt(i);
    return total;
  };
  for (let i = 0; i < 100; i += 1) window.__fixedWork();
}

/** Runs in the page: times the fixed work `repeats` times, a few milliseconds apart. */
async function timeWork(repeats) {
  const durations = [];
  for (let i = 0; i < repeats; i += 1) {
    const start = performance.now();
    window.__fixedWork();
    durations.push(performance.now() - start);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return durations;
}

/** min, median, p90 and max of a list of durations. */
const summary = (durations) => ({
  min: Math.min(...durations),
  median: median(durations),
  p90: percentile(durations, 90),
  max: Math.max(...durations),
});

/**
 * The fixed work's durations at full speed and at the bench's slowdown: { fast, slowed }, each
 * with min, median, p90 and max in milliseconds.
 * @param {Awaited<ReturnType<typeof import('./plain-browser.mjs').launchPlainBrowser>>} browser
 */
export async function measureCpuSpread(browser) {
  const page = await browser.newPage({ viewport: VIEWPORT, cpuSlowdown: 1, runtimeDomain: false });
  try {
    await page.evaluate(defineWork);
    const fast = await page.evaluate(timeWork, REPEATS);
    await page.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    // The slowdown reaches the page's thread a moment after the command returns.
    await page.evaluate(timeWork, 3);
    const slowed = await page.evaluate(timeWork, REPEATS);
    return { repeats: REPEATS, fast: summary(fast), slowed: summary(slowed) };
  } finally {
    await page.close();
  }
}
