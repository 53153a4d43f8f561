import type { Page, Request } from '@playwright/test';
import { expect, gotoPage, test, waitForAppReady } from './support/fixtures';
import { consoleProblems } from './support/console-problems';

const DRIVER_CHECKOUT_FILES = /\/remotes\/driver-checkout\//;

/** The driver checkout's files held back from now until the test lets them go. */
async function holdDriverCheckout(page: Page): Promise<{ release: () => void }> {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(DRIVER_CHECKOUT_FILES, async (route) => {
    await gate;
    await route.continue();
  });
  return { release };
}

test.describe('moving between pages of different remotes', () => {
  test('keeps the current page on screen with a progress bar until the next page can render, then shows it at the top', async ({ page }) => {
    const problems = consoleProblems(page);
    const driverCheckout = await holdDriverCheckout(page);
    await gotoPage(page, '/');
    await waitForAppReady(page);
    const homeHeading = page.getByRole('heading', { level: 1, name: 'Transform Your Space Into a Smart Convenience Store' });
    await expect(homeHeading).toBeVisible();
    await expect(async () => {
      await page.mouse.wheel(0, 600);
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    }).toPass();

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Uber Drivers' }).click();
    await expect(page.getByRole('progressbar', { name: 'Loading the next page' })).toBeVisible();
    await expect(page.getByRole('main')).toHaveAttribute('aria-busy', 'true');
    // The home page is still there, where the visitor was, under its own title.
    await expect(page.locator('main #features')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Uber Driver Signup' })).toHaveCount(0);
    await expect(page).toHaveTitle('Minibar | Transform Your Space Into a Smart Convenience Store');
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await expect(page.getByRole('progressbar', { name: 'Loading the next page' })).toBeVisible();

    driverCheckout.release();
    await expect(page).toHaveTitle('Minibar | Uber Driver Signup');
    await expect(homeHeading).toHaveCount(0);
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await expect(page.getByRole('main')).not.toHaveAttribute('aria-busy', 'true');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.locator('main h1').first()).toBeVisible();
    expect(problems).toEqual([]);
  });

  test("fetches a linked page's code when the link comes into view, before the visitor follows it", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const asked: Request[] = [];
    page.on('request', (request) => {
      if (DRIVER_CHECKOUT_FILES.test(request.url())) asked.push(request);
    });
    await gotoPage(page, '/');
    await waitForAppReady(page);
    await page.getByRole('link', { name: 'Sign Up as an Uber Driver' }).scrollIntoViewIfNeeded();
    await expect.poll(() => asked.some((request) => request.url().endsWith('/remoteEntry.js'))).toBe(true);
    await expect.poll(() => asked.length).toBeGreaterThan(1);
  });

  test("fetches a page's code when the pointer rests on a link to it, or the link takes the keyboard's focus", async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await gotoPage(page, '/privacy');
    await waitForAppReady(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Blog' }).hover();
    await expect.poll(() => asked.includes('/remotes/blog/remoteEntry.js')).toBe(true);
    await nav.getByRole('link', { name: 'Hotels' }).focus();
    await expect.poll(() => asked.includes('/remotes/partner-forms/remoteEntry.js')).toBe(true);
  });

  test('a move with the progress bar shows it standing still when the visitor asks for less motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const driverCheckout = await holdDriverCheckout(page);
    await gotoPage(page, '/');
    await waitForAppReady(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Uber Drivers' }).click();
    const bar = page.getByRole('progressbar', { name: 'Loading the next page' });
    await expect(bar).toBeVisible();
    expect(await bar.locator('div').evaluate((element) => getComputedStyle(element).animationName)).toBe('none');
    driverCheckout.release();
    await expect(page).toHaveTitle('Minibar | Uber Driver Signup');
  });
});
