import type { ConsoleMessage, Page } from '@playwright/test';
import { expect, gotoPage, test, waitForAppReady } from './support/fixtures';
import { consoleProblems } from './support/console-problems';
import { application, fillForm } from './support/forms';
import { SITE_PAGES } from './support/site-pages';

// scripts/e2e-server.mjs starts the site with this password.
const ADMIN_PASSWORD = 'e2e-admin-password';

const ROUTES = [...SITE_PAGES, '/blog/setting-up-minibar-guide', '/blog/no-such-article', '/no-such-page'];

/**
 * The browser's own line about a page answered 404 (an unknown path or article must answer
 * 404): not something the page did. Any other resource failing is a problem.
 */
const isThePagesOwn404 = (message: ConsoleMessage) => {
  const { url } = message.location();
  return message.text().includes('status of 404') && ['/blog/no-such-article', '/no-such-page'].includes(new URL(url).pathname);
};

/** Opens every route as a visitor reads it, to the footer, so every deferred section loads. */
async function readEveryRoute(page: Page): Promise<void> {
  for (const route of ROUTES) {
    await gotoPage(page, route);
    await waitForAppReady(page);
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
  }
}

test.describe('no console error or warning on any route', () => {
  test.describe.configure({ timeout: 120_000 });

  test('signed out', async ({ page }) => {
    const problems = consoleProblems(page, isThePagesOwn404);
    await readEveryRoute(page);
    expect(problems).toEqual([]);
  });

  test('signed in as staff', async ({ page }) => {
    const problems = consoleProblems(page, isThePagesOwn404);
    await gotoPage(page, '/admin');
    await page.getByLabel('Admin password').fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('tab', { name: /Contact/ })).toBeVisible();
    await readEveryRoute(page);
    expect(problems).toEqual([]);
  });
});

test("checking a form's answers in the browser breaks no rule of the Content-Security-Policy", async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { policyViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.sourceFile}`));
  });
  const problems = consoleProblems(page);
  await gotoPage(page, '/property-manager');
  await fillForm(page, application('host', `host-policy-${Date.now()}@example.com`));
  await page.getByLabel('Number of units').fill('0');
  await page.getByRole('button', { name: 'Submit Application' }).click();
  // Refused in the browser: the form's own check of the answers ran.
  await expect(page.getByText('Must have at least 1 unit')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { policyViolations: string[] }).policyViolations)).toEqual([]);
  expect(problems).toEqual([]);
});
