// Lab web vitals measured inside the page. installVitalsObserver runs in the browser (via
// page.addInitScript, so it observes from the first byte); the figures are read afterwards.

/* global window -- runs in the page */

/** Runs in the page before any of its scripts. Keep it self-contained: it is serialised. */
export function installVitalsObserver() {
  const figures = { fcp: undefined, lcp: undefined, lcpElement: undefined, cls: 0, longTasks: [], scripts: [] };
  window.__benchVitals = figures;
  // 'h1 "Transform Your Space…"' or 'img hero.svg': enough to tell which element it was.
  const describeElement = (element, url) => {
    if (!element) return undefined;
    const name = element.tagName.toLowerCase();
    if (url) return `${name} ${url.startsWith('data:') ? '(inline data URL)' : url.split('/').pop()}`;
    const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ');
    return text ? `${name} "${text.length > 32 ? `${text.slice(0, 32)}…` : text}"` : name;
  };
  const observe = (type, onEntry) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(onEntry)).observe({ type, buffered: true });
    } catch {
      // An entry type this browser does not know: that figure stays unmeasured.
    }
  };
  observe('paint', (entry) => {
    if (entry.name === 'first-contentful-paint') figures.fcp = entry.startTime;
  });
  // LCP's startTime is its render time (or load time for images without Timing-Allow-Origin).
  observe('largest-contentful-paint', (entry) => {
    figures.lcp = entry.startTime;
    figures.lcpElement = describeElement(entry.element, entry.url);
  });
  // CLS as Chrome defines it: the largest session window (gaps < 1 s, windows ≤ 5 s) of
  // shifts not caused by recent input.
  let session = 0;
  let sessionStart = 0;
  let previous = 0;
  observe('layout-shift', (entry) => {
    if (entry.hadRecentInput) return;
    if (session > 0 && entry.startTime - previous < 1000 && entry.startTime - sessionStart < 5000) {
      session += entry.value;
    } else {
      session = entry.value;
      sessionStart = entry.startTime;
    }
    previous = entry.startTime;
    figures.cls = Math.max(figures.cls, session);
  });
  observe('longtask', (entry) => figures.longTasks.push([entry.startTime, entry.duration]));
  // The scripts that ran in long animation frames (the browser lists those of 5 ms or more):
  // they tell a long task that ran the site's code from one that only laid out and painted.
  // Each is kept with its file and what called it ('index-D1x.js Module evaluation'), to name
  // the code a long task ran.
  const fileOf = (url) => (url ? url.split('?')[0].split('/').pop() || url : 'inline script');
  observe('long-animation-frame', (entry) => {
    for (const script of entry.scripts) {
      figures.scripts.push([
        script.startTime,
        script.duration,
        `${fileOf(script.sourceURL)} ${script.invokerType}${script.invoker ? ` ${script.invoker}` : ''}`,
      ]);
    }
  });
}

/** Reads the figures in the page (call after the page has settled). */
export function readVitals() {
  const navigation = performance.getEntriesByType('navigation')[0];
  return {
    ...window.__benchVitals,
    domContentLoaded: navigation?.domContentLoadedEventEnd,
    load: navigation?.loadEventEnd,
    settledAt: performance.now(),
  };
}

/**
 * The long tasks during which a script ran, and those that ran none (the browser's parsing,
 * style, layout and paint).
 * @param {Array<[number, number]>} longTasks [startTime, duration] pairs
 * @param {Array<[number, number]>} scripts [startTime, duration] pairs
 */
export function tasksByScript(longTasks, scripts) {
  const ranScript = ([start, duration]) => scripts.some(([from, length]) => from < start + duration && from + length > start);
  return { withScript: longTasks.filter(ranScript), withoutScript: longTasks.filter((task) => !ranScript(task)) };
}

/**
 * Each long task with the scripts that ran during it, longest first, named by file and caller.
 * @param {Array<[number, number]>} longTasks [startTime, duration] pairs
 * @param {Array<[number, number, string?]>} scripts [startTime, duration, name] triples
 */
export function namedTasks(longTasks, scripts) {
  return longTasks.map(([start, duration]) => ({
    start,
    duration,
    scripts: scripts
      .filter(([from, length]) => from < start + duration && from + length > start)
      .sort((a, b) => b[1] - a[1])
      .map(([, length, name]) => `${name ?? 'script'} (${Math.round(length)} ms)`),
  }));
}

/**
 * Total blocking time as Lighthouse counts it: for each long task after first contentful
 * paint (a task straddling FCP counts from FCP), the part beyond 50 ms.
 * @param {Array<[number, number]>} longTasks [startTime, duration] pairs
 * @param {number | undefined} fcp
 * @param {number} end the time the page was considered settled
 */
export function totalBlockingTime(longTasks, fcp, end) {
  if (fcp === undefined) return undefined;
  let blocking = 0;
  for (const [start, duration] of longTasks) {
    const from = Math.max(start, fcp);
    const to = Math.min(start + duration, end);
    if (to - from > 50) blocking += to - from - 50;
  }
  return blocking;
}
