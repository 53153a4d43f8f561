// Chromium driven through the DevTools protocol directly, with only the domains a page load
// needs, for figures that DevTools itself would change.
//
// Playwright and Lighthouse enable DevTools' Runtime domain on every page. While it is enabled,
// V8 keeps a detailed stack for every Error the page creates, and to do so parses each function
// on that stack a second time. React DOM creates five Error objects while its module is
// evaluated, so under DevTools its whole module function (about 200 kB) is parsed twice: 10 to
// 40 ms more at 4× CPU, in the middle of the start-up, that a visitor's phone never pays.
// A page here has the Page, Network and Emulation domains only; Runtime.evaluate, which needs
// no enabled domain, reads the page's figures. The Runtime domain can be enabled per page, to
// measure the same loads as Playwright and Lighthouse see them.
import { spawn } from 'node:child_process';
import { CHROMIUM_ARGS, CHROMIUM_PATH, NO_EXTERNAL_HOSTS_ARG, OMNIBOX_POPUP_FEATURES } from '../support/chromium.mjs';
import { removeDir, tempDir } from './site-process.mjs';

/**
 * Headless, and never slowed as a hidden page would be (Playwright starts it the same way).
 * Without the omnibox's pop-up: this Chromium draws it as a page of its own, in a renderer of
 * its own, started for every new window (each fresh browser context is one). It takes about a
 * tenth of a second of CPU in its first second, the same second as the measured page's
 * start-up; on a two-core machine that is taken from the page. A phone's browser has no such
 * page beside the one it shows.
 */
const HEADLESS_ARGS = [
  '--headless',
  '--hide-scrollbars',
  '--mute-audio',
  '--disable-background-timer-throttling',
  '--disable-backgrounding-occluded-windows',
  '--disable-renderer-backgrounding',
  '--disable-ipc-flooding-protection',
  '--disable-extensions',
  '--disable-dev-shm-usage',
  '--disable-breakpad',
  '--disable-hang-monitor',
  '--disable-default-apps',
  '--no-default-browser-check',
  `--disable-features=${OMNIBOX_POPUP_FEATURES.join(',')}`,
  '--no-startup-window',
];

/**
 * The browser's DevTools connection over a pipe (file descriptors 3 and 4, one JSON message per
 * NUL-terminated chunk): send() for commands, on() for events.
 */
function connect(child) {
  const toBrowser = child.stdio[3];
  const fromBrowser = child.stdio[4];
  let nextId = 1;
  const waiting = new Map();
  const listeners = new Set();
  let buffered = '';
  fromBrowser.on('data', (chunk) => {
    buffered += chunk.toString('utf8');
    let end;
    while ((end = buffered.indexOf('\0')) >= 0) {
      const message = JSON.parse(buffered.slice(0, end));
      buffered = buffered.slice(end + 1);
      const reply = message.id === undefined ? undefined : waiting.get(message.id);
      if (reply) {
        waiting.delete(message.id);
        if (message.error) reply.reject(new Error(`${reply.method}: ${message.error.message}`));
        else reply.resolve(message.result);
      } else if (message.method) {
        for (const listener of listeners) listener(message);
      }
    }
  });
  child.on('exit', () => {
    for (const reply of waiting.values()) reply.reject(new Error(`Chromium exited during ${reply.method}`));
    waiting.clear();
  });
  return {
    send(method, params = {}, sessionId = undefined) {
      const id = nextId++;
      return new Promise((resolve, reject) => {
        waiting.set(id, { method, resolve, reject });
        toBrowser.write(`${JSON.stringify({ id, method, params, sessionId })}\0`);
      });
    },
    /** Calls `listener(message)` for every event until the returned function is called. */
    on(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * One page in a browser context of its own (a cold cache), as a phone shows it.
 * @param {ReturnType<typeof connect>} connection
 */
async function openPage(connection, { viewport, cpuSlowdown, runtimeDomain }) {
  const { browserContextId } = await connection.send('Target.createBrowserContext', { disposeOnDetach: true });
  const { targetId } = await connection.send('Target.createTarget', { url: 'about:blank', browserContextId });
  const { sessionId } = await connection.send('Target.attachToTarget', { targetId, flatten: true });
  const send = (method, params) => connection.send(method, params, sessionId);
  await send('Page.enable');
  if (runtimeDomain) await send('Runtime.enable');
  await send('Emulation.setDeviceMetricsOverride', { ...viewport, deviceScaleFactor: 3, mobile: true });
  await send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 1 });
  if (cpuSlowdown !== 1) await send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  return {
    send,
    /** Calls `listener(params)` for each of this page's `method` events; returns the unsubscriber. */
    on(method, listener) {
      return connection.on((message) => {
        if (message.sessionId === sessionId && message.method === method) listener(message.params);
      });
    },
    /**
     * Runs `fn(arg)` in the page and returns its (awaited) value. `fn` is serialised: keep it
     * self-contained.
     */
    async evaluate(fn, arg) {
      const { result, exceptionDetails } = await send('Runtime.evaluate', {
        expression: `(${fn})(${JSON.stringify(arg)})`,
        awaitPromise: true,
        returnByValue: true,
      });
      if (exceptionDetails) throw new Error(`In the page: ${exceptionDetails.exception?.description ?? exceptionDetails.text}`);
      return result.value;
    },
    close: () => connection.send('Target.disposeBrowserContext', { browserContextId }),
  };
}

/**
 * Starts Chromium (external hosts unreachable, as in the other sections) and returns
 * `newPage(options)` and `close()`. A page's options: its viewport, the CPU slowdown and whether
 * DevTools' Runtime domain is enabled on it.
 */
export async function launchPlainBrowser() {
  const profile = tempDir('chromium');
  const child = spawn(
    CHROMIUM_PATH,
    [...CHROMIUM_ARGS, NO_EXTERNAL_HOSTS_ARG, ...HEADLESS_ARGS, '--remote-debugging-pipe', `--user-data-dir=${profile}`],
    { stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'] },
  );
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const connection = connect(child);
  try {
    await connection.send('Browser.getVersion');
  } catch (error) {
    child.kill();
    removeDir(profile);
    throw error;
  }
  return {
    /** @param {{ viewport: { width: number, height: number }, cpuSlowdown: number, runtimeDomain: boolean }} options */
    newPage: (options) => openPage(connection, options),
    async close() {
      await connection.send('Browser.close').catch(() => child.kill());
      await exited;
      removeDir(profile);
    },
  };
}
