import { expect, type Page } from '@playwright/test';

/** The site's scripts, held back by a test until it lets them go, and how many the page asked for meanwhile. */
export interface HeldScripts {
  release: () => void;
  held: () => number;
}

/**
 * A visitor on a phone sees the server's page seconds before the site's code has run, and
 * acts meanwhile. Every script the page loads is held back until the test lets it go (the
 * page itself is unchanged), however long the test takes to act, so whatever it did is done
 * before start-up.
 */
export async function holdScripts(page: Page): Promise<HeldScripts> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let held = 0;
  // Released anyway after a while, so a test that fails early does not hang the page.
  const deadline = setTimeout(release, 20_000);
  await page.route(/^http:\/\/localhost:\d+\/.*\.m?js(\?.*)?$/, async (route) => {
    held += 1;
    await released;
    await route.continue();
  });
  return {
    release: () => {
      clearTimeout(deadline);
      release();
    },
    held: () => held,
  };
}

/** Nothing of the site's own code has run: the page is its server HTML and the inline early script. */
export async function expectNotStarted(page: Page, scripts: HeldScripts): Promise<void> {
  await expect.poll(() => scripts.held()).toBeGreaterThan(0);
  await expect(page.locator('html')).not.toHaveAttribute('data-app-ready', 'true');
}
