import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, gotoPage, submissionsOf, test } from './support/fixtures';

const ownsBusiness = (page: Page) => page.getByRole('group', { name: 'Do you own or work for a cleaning business?' });

async function fillCleanerApplication(page: Page, email: string) {
  await page.getByLabel('Full name').fill('Rosa Diaz');
  await page.getByLabel('Phone number').fill('2025550143');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('City', { exact: true }).fill('Denver');
  await page.getByLabel('State', { exact: true }).fill('CO');
  await page.getByLabel('How many properties do you clean?').selectOption('6-10');
  await ownsBusiness(page).getByLabel('Yes').check();
  await page.getByLabel('Business website (optional)').fill('https://sparkle.example.com');
  await page.getByRole('group', { name: 'Are you available to restock weekly?' }).getByLabel('Yes').check();
  await page.getByRole('checkbox', { name: /I agree to the/ }).check();
}

test.describe('cleaning partner page', () => {
  test('a cleaner applies: the application is stored and confirmed', async ({ page }) => {
    await gotoPage(page, '/cleaning-partner');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('From Cleaner to Retail Partner');
    const email = `cleaner-${Date.now()}@example.com`;
    await fillCleanerApplication(page, email);
    await page.getByRole('button', { name: 'Submit Application' }).click();

    await expect(page.getByRole('heading', { name: 'Application Submitted!' })).toBeVisible();
    await expect(page.getByRole('link', { name: /homepage/i })).toHaveAttribute('href', '/');
    const stored = submissionsOf('cleaner').find((row) => row.payload.email === email);
    expect(stored?.payload).toMatchObject({
      fullName: 'Rosa Diaz',
      phoneNumber: '+12025550143',
      ownsCleaningBusiness: 'Yes',
      businessWebsite: 'https://sparkle.example.com',
      numProperties: '6-10',
      termsAgreed: true,
    });
  });

  test("the business website field appears only after 'Yes', and the terms must be agreed", async ({ page }) => {
    await gotoPage(page, '/cleaner-signup');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('From Cleaner to Retail Partner');
    await expect(ownsBusiness(page)).toBeVisible();
    await expect(page.getByLabel('Business website (optional)')).toHaveCount(0);
    await ownsBusiness(page).getByLabel('Yes').check();
    await expect(page.getByLabel('Business website (optional)')).toBeVisible();
    await ownsBusiness(page).getByLabel('No').check();
    await expect(page.getByLabel('Business website (optional)')).toHaveCount(0);

    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page.getByText('You must agree to the terms to continue')).toBeVisible();
    await expect(page.getByText('Phone number is required')).toBeVisible();
  });

  test('the FAQ opens one answer at a time and closes again', async ({ page }) => {
    await gotoPage(page, '/cleaning-partner');
    const first = page.getByRole('button', { name: 'Do I buy the products myself?' });
    const second = page.getByRole('button', { name: 'How and when do I get paid?' });
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText(/Self-stocking earns you a higher profit share/)).toBeVisible();
    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'false');
  });

  test('a server failure shows the error toast and keeps the form', async ({ page }) => {
    await page.route('**/api/cleaner-signup', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'down' }) }),
    );
    await gotoPage(page, '/cleaning-partner');
    await fillCleanerApplication(page, 'cleaner-error@example.com');
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page.getByText('There was a problem submitting your application. Please try again.', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit Application' })).toBeEnabled();
    await expect(page.getByLabel('Full name')).toHaveValue('Rosa Diaz');
  });

  test('has no serious or critical accessibility findings', async ({ page }) => {
    await gotoPage(page, '/cleaning-partner');
    await expect(page.getByRole('button', { name: 'Submit Application' })).toBeAttached();
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  });
});
