import type { Page } from '@playwright/test';
import { expect, gotoPage, test, waitForAppReady } from './support/fixtures';
import { consoleProblems } from './support/console-problems';

const HOME_TITLE = 'Minibar | Transform Your Space Into a Smart Convenience Store';
const DRIVERS_TITLE = 'Minibar | Uber Driver Signup';

/** Console problems, but for the browser's own line about the 404 answer of the page itself. */
function consoleProblemsBut404Of(page: Page, notFoundPath: string): string[] {
  return consoleProblems(page, (message) => message.text().includes('status of 404') && new URL(message.location().url).pathname === notFoundPath);
}

async function expectNotFoundPage(page: Page) {
  const notice = page.getByRole('region', { name: "We couldn't find that page" });
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  await expect(notice.getByRole('link', { name: 'read the blog' })).toHaveAttribute('href', '/blog');
  await expect(page.getByRole('heading', { level: 1, name: 'Transform Your Space Into a Smart Convenience Store' })).toBeVisible();
  await expect(page).toHaveTitle(HOME_TITLE);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
}

test.describe('a path no page is at', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const pathname of ['/anything-unknown', '/blog/x/y', '/no/such/page/']) {
    test(`${pathname} answers 404 with the home page under a not-found notice, the home meta and noindex`, async ({ page, request }) => {
      const answer = await request.get(pathname, { maxRedirects: 0 });
      expect(answer.status()).toBe(404);
      const html = await answer.text();
      expect(html).toContain(`<title>${HOME_TITLE}</title>`);
      expect(html).toContain('<meta name="robots" content="noindex" />');
      // Rendered on the server once its render processes are up (until then, in the browser).
      await expect(async () => {
        const rendered = await request.get(pathname, { maxRedirects: 0 });
        expect(rendered.status()).toBe(404);
        expect(await rendered.text()).toContain('We couldn&#x27;t find that page');
      }).toPass();

      const problems = consoleProblemsBut404Of(page, pathname);
      const response = await page.goto(pathname);
      expect(response?.status()).toBe(404);
      await expectNotFoundPage(page);
      await waitForAppReady(page);
      await expectNotFoundPage(page);
      expect(problems).toEqual([]);
    });
  }

  test('the notice and noindex go when the visitor moves on to a real page, and come back with Back', async ({ page }) => {
    const problems = consoleProblemsBut404Of(page, '/anything-unknown');
    await gotoPage(page, '/anything-unknown');
    await waitForAppReady(page);
    await page.getByRole('link', { name: 'read the blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole('region', { name: "We couldn't find that page" })).toHaveCount(0);
    await expect(page).toHaveTitle('Minibar | Blog');
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);

    await page.goBack();
    await expect(page).toHaveURL(/\/anything-unknown$/);
    await expectNotFoundPage(page);

    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('region', { name: "We couldn't find that page" })).toHaveCount(0);
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    expect(problems).toEqual([]);
  });
});

test.describe('one address per page', () => {
  test('/Drivers and /drivers/ move for good to /drivers, with the query kept', async ({ request }) => {
    for (const [sent, canonical] of [
      ['/Drivers', '/drivers'],
      ['/drivers/', '/drivers'],
      ['/DRIVERS/?ref=flyer', '/drivers?ref=flyer'],
      ['/Blog/', '/blog'],
    ]) {
      const answer = await request.get(sent!, { maxRedirects: 0 });
      expect(answer.status(), sent).toBe(301);
      expect(answer.headers().location, sent).toBe(canonical);
    }
  });

  test('a visitor opening /Drivers gets the driver page under its own address and title', async ({ page }) => {
    const problems = consoleProblemsBut404Of(page, '');
    await page.goto('/Drivers');
    await expect(page).toHaveURL(/\/drivers$/);
    await expect(page).toHaveTitle(DRIVERS_TITLE);
    await waitForAppReady(page);
    await expect(page).toHaveTitle(DRIVERS_TITLE);
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    expect(problems).toEqual([]);
  });

  test('a move inside the site to /Drivers/ lands on /drivers, the page and its meta together', async ({ page }) => {
    await gotoPage(page, '/blog');
    await waitForAppReady(page);
    // The browser's own Back and Forward reach the router as a popstate, as this does.
    await page.evaluate(() => {
      window.history.pushState(null, '', '/Drivers/');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page).toHaveURL(/\/drivers$/);
    await expect(page).toHaveTitle(DRIVERS_TITLE);
    await expect(page.getByRole('region', { name: "We couldn't find that page" })).toHaveCount(0);
  });
});
