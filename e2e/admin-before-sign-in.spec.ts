import type { Page } from '@playwright/test';
import { expect, gotoPage, test, waitForAppReady } from './support/fixtures';
import { consoleProblems } from './support/console-problems';
import { startSite } from './support/site-process';

// scripts/e2e-server.mjs starts the site with this password (and no spreadsheet id).
const ADMIN_PASSWORD = 'e2e-admin-password';

async function signIn(page: Page, password = ADMIN_PASSWORD) {
  await page.getByLabel('Admin password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

async function expectNothingButSignIn(page: Page) {
  await expect(page.getByLabel('Admin password')).toBeVisible();
  const main = page.getByRole('main');
  await expect(main).not.toContainText(/spreadsheet/i);
  await expect(main.getByRole('link', { name: /spreadsheet/i })).toHaveCount(0);
  await expect(main.getByRole('button', { name: /spreadsheet/i })).toHaveCount(0);
  await expect(main.getByRole('table')).toHaveCount(0);
  await expect(main.getByRole('tab')).toHaveCount(0);
}

test.describe('/admin before sign-in', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('shows only the sign-in form: no spreadsheet, no data, and no console error', async ({ page }) => {
    const problems = consoleProblems(page);
    const probe = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/admin/session');
    await gotoPage(page, '/admin');
    const answer = await probe;
    expect(answer.status()).toBe(200);
    expect(await answer.json()).toEqual({ signedIn: false });
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    await expectNothingButSignIn(page);
    await waitForAppReady(page);
    expect(problems).toEqual([]);
  });

  test('shows the dashboard once signed in, and only the sign-in again after signing out, without a console error', async ({ page }) => {
    const problems = consoleProblems(page);
    await gotoPage(page, '/admin');
    await signIn(page);
    await expect(page.getByRole('tab', { name: /Contact/ })).toBeVisible();
    // The sign-in form is gone: focus is on the dashboard's heading, in view on the phone.
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeFocused();
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInViewport();
    await expect(page.getByText('Messages, applications and driver sign-ups are stored in the database and shown here, newest first.')).toBeVisible();
    // No spreadsheet is configured here: no link to one.
    await expect(page.getByRole('link', { name: 'Open spreadsheet' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await expectNothingButSignIn(page);
    await page.reload();
    await expectNothingButSignIn(page);
    expect(problems).toEqual([]);
  });

  test('offers the configured spreadsheet to signed-in staff only', async ({ page }) => {
    const site = await startSite({
      ADMIN_PASSWORD,
      SESSION_SECRET: 'an-e2e-session-secret-of-at-least-32-bytes',
      ADMIN_COOKIE_INSECURE: '1',
      SPREADSHEET_ID: 'sheet-e2e-42',
    });
    try {
      const problems = consoleProblems(page);
      await gotoPage(page, `${site.origin}/admin`);
      await expectNothingButSignIn(page);
      expect((await page.request.get(`${site.origin}/api/admin/spreadsheet`)).status()).toBe(401);

      await signIn(page);
      const link = page.getByRole('link', { name: 'Open spreadsheet' });
      await expect(link).toHaveAttribute('href', 'https://docs.google.com/spreadsheets/d/sheet-e2e-42');
      await expect(link).toHaveAttribute('target', '_blank');
      expect(problems).toEqual([]);
    } finally {
      await site.stop();
    }
  });

  test('says the dashboard is turned off, without a sign-in form, a spreadsheet or a console error, where no password is set', async ({ page }) => {
    const site = await startSite({ SPREADSHEET_ID: 'sheet-e2e-42' });
    try {
      const problems = consoleProblems(page);
      await gotoPage(page, `${site.origin}/admin`);
      await expect(page.getByRole('heading', { name: 'The Admin Dashboard Is Turned Off' })).toBeVisible();
      const main = page.getByRole('main');
      await expect(main).not.toContainText(/spreadsheet/i);
      await expect(page.getByLabel('Admin password')).toHaveCount(0);
      await waitForAppReady(page);
      expect(problems).toEqual([]);
    } finally {
      await site.stop();
    }
  });
});

test.describe('/admin without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test('says the dashboard needs JavaScript, and never that it is checking the session', async ({ page }) => {
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    await expect(page.getByText('The admin dashboard needs JavaScript. Please turn it on and reload the page.')).toBeVisible();
    await expect(page.getByText('Checking your session…')).toHaveCount(0);
    await expect(page.getByRole('main')).not.toContainText(/spreadsheet/i);
  });
});
