import { expect, type Page, type TestInfo } from '@playwright/test';

/** The site's scripts, held back until the test lets them go, and how many the page asked for meanwhile. */
export interface HeldScripts {
  release: () => void;
  held: () => number;
}

const SCRIPT = /^http:\/\/localhost:\d+\/.*\.m?js(\?.*)?$/;

/**
 * The `heldScripts` fixture. A visitor on a phone sees the server's page seconds before the
 * site's code has run, and acts meanwhile. Every script the page loads is held back, from
 * before the test opens the page until the test calls release(), however long the test takes
 * to act, so whatever it did is done before start-up. Only the test lets them go: a test that
 * passes without ever releasing them fails, and at its end they are let go all the same, so
 * the page can close.
 */
export async function heldScriptsFixture({ page }: { page: Page }, use: (scripts: HeldScripts) => Promise<void>, testInfo: TestInfo): Promise<void> {
  let released = false;
  let open = () => {};
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  const release = () => {
    released = true;
    open();
  };
  let held = 0;
  await page.route(SCRIPT, async (route) => {
    held += 1;
    await gate;
    await route.continue();
  });
  await use({ release, held: () => held });
  if (released) return;
  release();
  if (testInfo.status === testInfo.expectedStatus)
    throw new Error('The test never released the scripts it held: release() them once the visitor has acted.');
}

/** Nothing of the site's own code has run: the page is its server HTML and the inline early script. */
export async function expectNotStarted(page: Page, scripts: HeldScripts): Promise<void> {
  await expect.poll(() => scripts.held()).toBeGreaterThan(0);
  await expect(page.locator('html')).not.toHaveAttribute('data-app-ready', 'true');
}
