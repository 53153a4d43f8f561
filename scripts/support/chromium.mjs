// Debian's Chromium, started the same way by the E2E tests, the bench and the screenshot
// scripts: headless in a container, without the sandbox, the GPU or any traffic of its own.

/** The browser binary; CHROMIUM_PATH points elsewhere on a machine that keeps it elsewhere. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** No sandbox (a container has none), no GPU, no updates, sync, first-run pages or QUIC. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * External hosts (Stripe, Google Maps, the video host) fail to resolve at once inside the
 * browser: no interception, so no added latency on the site's own requests, and the attempts
 * still show up as requests.
 */
export const NO_EXTERNAL_HOSTS_ARG = '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1';

/**
 * The features that draw the omnibox pop-up of the browser's own UI as a page, in a renderer of
 * its own, for every new window; a new browser context is a new window. Each such renderer
 * took about 0.1 s of CPU in the first second of a page's load.
 */
export const OMNIBOX_POPUP_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/**
 * Playwright's `launch` options for a browser without the omnibox pop-up. Playwright passes a
 * `--disable-features` list of its own, and of two such flags Chromium keeps only the last, so
 * its list is read from a browser it starts (it changes with Playwright's version) and passed
 * again with the pop-up's features added, in place of its own.
 */
export async function launchOptionsWithoutOmniboxPopup(chromium, { args = [], ...options } = {}) {
  const server = await chromium.launchServer({ executablePath: CHROMIUM_PATH, args, ...options });
  const playwrightFlag = server.process().spawnargs.find((arg) => arg.startsWith('--disable-features='));
  await server.close();
  const flag = playwrightFlag ? `${playwrightFlag},${OMNIBOX_POPUP_FEATURES.join(',')}` : `--disable-features=${OMNIBOX_POPUP_FEATURES.join(',')}`;
  return { executablePath: CHROMIUM_PATH, ...options, ignoreDefaultArgs: playwrightFlag ? [playwrightFlag] : [], args: [...args, flag] };
}
