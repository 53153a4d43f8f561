/* global window -- parts of it run in the page */
// One measured page load in Chromium: a fresh context (cold cache), a phone viewport, 4× CPU
// throttling, external hosts unreachable; every response recorded and classified.
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, NO_EXTERNAL_HOSTS_ARG, launchOptionsWithoutOmniboxPopup } from '../support/chromium.mjs';
import { classify, classifyInsideRemote } from './chunk-classes.mjs';
import { installVitalsObserver, namedTasks, readVitals, tasksByScript, totalBlockingTime } from './vitals-observer.mjs';

/** The longest of [startTime, duration] tasks; 0 when there is none (the browser reports only those of 50 ms or more). */
const longest = (tasks) => Math.max(0, ...tasks.map(([, duration]) => duration));

export const CPU_SLOWDOWN = 4;
export const VIEWPORT = { width: 390, height: 844 };
/** Network idle (as Playwright's 'networkidle': 500 ms without requests) plus 1.5 s to settle. */
export const QUIET_MS = 500 + 1500;
export const LOAD_TIMEOUT_MS = 60_000;

/**
 * A fresh context (cold cache) with one page as a phone shows it: 390×844, touch, the CPU
 * slowed 4×; `initScript` runs in the page before any of its own scripts.
 * @param {import('@playwright/test').Browser} browser
 * @param {() => void} initScript
 */
export async function openPhonePage(browser, initScript) {
  const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 3, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.addInitScript(initScript);
    return { context, page };
  } catch (error) {
    await context.close();
    throw error;
  }
}

/** Chromium with external hosts unreachable, and no omnibox pop-up renderer for each context. */
export async function launchBrowser() {
  return chromium.launch(await launchOptionsWithoutOmniboxPopup(chromium, { args: [...CHROMIUM_ARGS, NO_EXTERNAL_HOSTS_ARG] }));
}

const gzipSize = (buffer) => zlib.gzipSync(buffer, { level: 9 }).length;
const isLocal = (href) => ['127.0.0.1', 'localhost'].includes(new URL(href).hostname);

async function describeResponse(response) {
  const request = response.request();
  let body = Buffer.alloc(0);
  try {
    body = await response.body();
  } catch {
    // Redirects and aborted responses have no body.
  }
  const contentType = response.headers()['content-type'] ?? '';
  const text = /javascript|css|html|json|svg/.test(contentType) ? body.toString('utf8') : '';
  const classification = classify(response.url(), contentType, text);
  const sizes = await request.sizes().catch(() => undefined);
  return {
    url: response.url(),
    status: response.status(),
    contentType,
    ...classification,
    insideRemote: classification.remote ? classifyInsideRemote(response.url(), contentType, text) : undefined,
    bytes: body.length,
    gzipBytes: gzipSize(body),
    transferBytes: sizes?.responseBodySize,
  };
}

/**
 * Counts requests in flight: call started() and ended() as they do; quiet() resolves once none
 * has started or ended for `ms` (or at `deadline`).
 */
export function networkActivity() {
  let inFlight = 0;
  let lastActivity = Date.now();
  return {
    started() {
      inFlight += 1;
      lastActivity = Date.now();
    },
    ended() {
      inFlight -= 1;
      lastActivity = Date.now();
    },
    async quiet(ms, deadline) {
      while (Date.now() < deadline && (inFlight > 0 || Date.now() - lastActivity < ms)) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
  };
}

/** A page's requests in flight (networkActivity). */
function trackNetwork(page) {
  const network = networkActivity();
  page.on('request', network.started);
  page.on('requestfinished', network.ended);
  page.on('requestfailed', network.ended);
  return network;
}

/**
 * Loads `url` once and returns its responses, requests and vitals.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 */
export async function measurePageLoad(browser, url) {
  const { context, page } = await openPhonePage(browser, installVitalsObserver);
  try {
    const requests = [];
    const responses = [];
    const pageErrors = [];
    const network = trackNetwork(page);
    page.on('request', (request) => requests.push(request.url()));
    page.on('response', (response) => responses.push(response));
    page.on('pageerror', (error) => pageErrors.push(error.message));

    const deadline = Date.now() + LOAD_TIMEOUT_MS;
    await page.goto(url, { waitUntil: 'load', timeout: LOAD_TIMEOUT_MS });
    // A federated page can pause its requests while a script runs (remote entry → route
    // chunks), longer than 500 ms on a slowed CPU: wait for the first paint, then for quiet.
    await page.waitForFunction(() => window.__benchVitals?.fcp !== undefined, undefined, { timeout: LOAD_TIMEOUT_MS }).catch(() => {});
    await network.quiet(QUIET_MS, deadline);
    const vitals = await page.evaluate(readVitals);
    const afterPaint = vitals.longTasks.filter(([start]) => vitals.fcp !== undefined && start >= vitals.fcp);
    const byScript = tasksByScript(afterPaint, vitals.scripts);
    // Bodies are read after the page settled, so reading them costs the page nothing.
    const files = await Promise.all(responses.filter((r) => isLocal(r.url())).map(describeResponse));
    return {
      files,
      localRequests: requests.filter(isLocal).length,
      externalRequests: requests.filter((href) => !isLocal(href)),
      pageErrors,
      fcp: vitals.fcp,
      lcp: vitals.lcp,
      lcpElement: vitals.lcpElement,
      cls: vitals.cls,
      tbt: totalBlockingTime(vitals.longTasks, vitals.fcp, vitals.settledAt),
      longTasks: vitals.longTasks.length,
      longestTask: longest(vitals.longTasks),
      longestTaskAfterPaint: longest(afterPaint),
      // After the first paint the site's code runs (module evaluation, hydration), and the
      // browser lays out and paints the rest of the page as it arrives: told apart by whether
      // a script ran during the task.
      longestScriptTaskAfterPaint: longest(byScript.withScript),
      longestRenderTaskAfterPaint: longest(byScript.withoutScript),
      tasksAfterPaint: namedTasks(afterPaint, vitals.scripts),
      load: vitals.load,
    };
  } finally {
    await context.close();
  }
}
