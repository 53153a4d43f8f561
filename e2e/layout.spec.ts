import type { Page } from '@playwright/test';
import { expect, gotoPage, test, waitForAppReady } from './support/fixtures';
import { SITE_PAGES } from './support/site-pages';

/** Where the page's last section ends and the footer starts, and the screen's height. */
function layoutOf(page: Page) {
  return page.evaluate(() => {
    const main = document.querySelector('main')!;
    const last = main.lastElementChild!.getBoundingClientRect();
    const footer = document.querySelector('footer')!.getBoundingClientRect();
    return { lastSectionEnd: last.bottom + window.scrollY, footerTop: footer.top + window.scrollY, screen: window.innerHeight };
  });
}

test.describe('the layout holds', () => {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 900 },
  ]) {
    test(`at ${viewport.width} px, a short page's last section reaches the footer, and the footer starts below the first screen`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      for (const route of ['/admin', '/uber-payment', '/uber-payment-success', '/starter-kit-paywall']) {
        await gotoPage(page, route);
        await waitForAppReady(page);
        const { lastSectionEnd, footerTop, screen } = await layoutOf(page);
        expect(Math.abs(footerTop - lastSectionEnd), `${route}: a band between the page and the footer`).toBeLessThanOrEqual(1);
        expect(footerTop, `${route}: the footer rises into the first screen`).toBeGreaterThanOrEqual(screen - 1);
      }
    });
  }

  for (const width of [320, 1440]) {
    test(`no page scrolls sideways at ${width} px`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: 900 });
      for (const route of [...SITE_PAGES, '/blog/setting-up-minibar-guide', '/no-such-page']) {
        await gotoPage(page, route);
        await waitForAppReady(page);
        const { scrollWidth, clientWidth } = await page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          clientWidth: document.documentElement.clientWidth,
        }));
        expect(scrollWidth, route).toBeLessThanOrEqual(clientWidth);
      }
    });
  }
});
