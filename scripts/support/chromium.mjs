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
