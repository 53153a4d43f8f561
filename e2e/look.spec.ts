import type { Page } from '@playwright/test';
import { expect, gotoPage, holdBrandFont, test, waitForAppReady } from './support/fixtures';
import { SITE_PAGES } from './support/site-pages';

// Every page, as a visitor sees it on a phone and on a laptop, against a committed picture:
// one team's change cannot quietly alter the shared look. After a change to the look made on
// purpose, `npm run test:look:update` writes the new pictures (e2e/look.spec.ts-snapshots/);
// look at them before committing.

/** Addresses that show another address's page, which is pictured under its own address. */
const SAME_PAGE_AS = { '/uber-signup': '/drivers', '/cleaner-signup': '/cleaning-partner' } as Record<string, string>;
const ROUTES = [...SITE_PAGES.filter((route) => !(route in SAME_PAGE_AS)), '/blog/increase-revenue-smart-minibars', '/no-such-page'];
const WIDTHS = [390, 1280];

/** The page whole and still: every picture loaded, its fonts in, nothing moving. */
async function settle(page: Page): Promise<void> {
  await waitForAppReady(page);
  await page.evaluate(async () => {
    for (const image of document.querySelectorAll('img')) image.loading = 'eager';
    await Promise.all([...document.images].map((image) => (image.complete ? null : image.decode().catch(() => null))));
    await document.fonts.ready;
  });
  await page.waitForLoadState('networkidle');
}

/** The whole page against its committed picture, the parts that change by themselves masked. */
async function expectLooksAsCommitted(page: Page, picture: string): Promise<void> {
  // A policy's "last updated" is the server's date, whose width changes from day to day (and
  // with it the masked box): it is pictured as one fixed date.
  await page
    .getByText(/^Last updated:/)
    .locator('time')
    .evaluateAll((times) => times.forEach((time) => (time.textContent = 'January 1, 2026')));
  await expect(page).toHaveScreenshot(picture, {
    fullPage: true,
    animations: 'disabled',
    caret: 'hide',
    // Today's date (a policy's "last updated", the footer's year) changes by itself.
    mask: [page.locator('time'), page.getByText(/^© \d{4}/)],
    // Anti-aliasing may differ by a few pixels between runs; a changed word does not.
    maxDiffPixels: 50,
  });
}

test.describe('the look of every page', () => {
  test.use({ reducedMotion: 'reduce' });

  for (const width of WIDTHS) {
    for (const route of ROUTES) {
      test(`${route} at ${width} px looks as committed`, async ({ page }) => {
        await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
        // Pictured as a visitor sees it from their second page on, in the brand font.
        await holdBrandFont(page);
        await gotoPage(page, route);
        await settle(page);
        await expect(page.locator('html')).toHaveAttribute('data-brand-font', 'held');
        await expectLooksAsCommitted(page, `${route === '/' ? 'home' : route.slice(1).replace(/\//g, '-')}-${width}.png`);
      });
    }
  }

  // A first visit's first page keeps the brand font's fallback, drawn to take the same room.
  for (const width of WIDTHS) {
    test(`the home page of a first visit at ${width} px, in the fallback, looks as committed`, async ({ page }) => {
      await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
      await gotoPage(page, '/');
      await settle(page);
      await expect(page.locator('html')).not.toHaveAttribute('data-brand-font');
      await expectLooksAsCommitted(page, `first-visit-home-${width}.png`);
    });
  }
});
