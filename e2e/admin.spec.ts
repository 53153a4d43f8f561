import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect, gotoPage } from './support/fixtures';

// scripts/e2e-server.mjs starts the site with this password.
const ADMIN_PASSWORD = 'e2e-admin-password';

/** Axe over the admin page's own content (the shell's header and footer have their own checks). */
async function expectNoSeriousViolations(page: Page, region = 'main') {
  const { violations } = await new AxeBuilder({ page }).include(region).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function signIn(page: Page, password: string) {
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test.describe('admin dashboard', () => {
  test('refuses a wrong password with a message next to the field', async ({ page }) => {
    await gotoPage(page, '/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    await signIn(page, 'not-the-password');
    await expect(page.getByLabel('Password')).toHaveAccessibleDescription('That password is not correct.');
    await expectNoSeriousViolations(page);
  });

  test('signs in, finds a message sent through the API, opens it and signs out', async ({ page, request }) => {
    const name = `Dana Admin ${Date.now()}`;
    const sent = await request.post('/api/contact', {
      data: { name, email: 'dana.admin@example.com', phone: '', message: 'Please call me about a kit.' },
    });
    expect(sent.status()).toBe(201);

    await gotoPage(page, '/admin');
    await signIn(page, ADMIN_PASSWORD);
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toBeVisible();
    await expect(row).toContainText('Email pending');
    await expectNoSeriousViolations(page);

    await page.getByRole('searchbox', { name: 'Search contact' }).fill(name);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('row')).toHaveCount(2);

    await row.getByRole('button', { name: /View/ }).click();
    const dialog = page.getByRole('dialog', { name: `Contact: ${name}` });
    await expect(dialog).toContainText('dana.admin@example.com');
    await expect(dialog).toContainText('Please call me about a kit.');
    await expectNoSeriousViolations(page, '[role="dialog"]');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await expect(page.getByRole('link', { name: /Export Contact CSV/ })).toHaveAttribute('href', '/api/admin/export/contact.csv');
    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await expect(page.getByLabel('Password')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Password')).toBeVisible();
  });

  test('signs out everywhere: a session in another browser ends too', async ({ page, browser }) => {
    const other = await browser.newContext();
    try {
      const laptop = await other.newPage();
      await gotoPage(laptop, '/admin');
      await signIn(laptop, ADMIN_PASSWORD);
      await expect(laptop.getByRole('button', { name: 'Sign out everywhere' })).toBeVisible();

      await gotoPage(page, '/admin');
      await signIn(page, ADMIN_PASSWORD);
      await page.getByRole('button', { name: 'Sign out everywhere' }).click();
      await expect(page.getByLabel('Password')).toBeVisible();

      await laptop.reload();
      await expect(laptop.getByLabel('Password')).toBeVisible();
    } finally {
      await other.close();
    }
  });
});
