import type { Page } from '@playwright/test';
import { expect, gotoPage, nextConsoleError, submissionsOf, test } from './support/fixtures';
import { application, fillForm } from './support/forms';

const ownsBusiness = (page: Page) => page.getByRole('group', { name: 'Do you own or work for a cleaning business?' });

test.describe('cleaning partner page', () => {
  test('a cleaner applies: the application is stored and confirmed', async ({ page }) => {
    await gotoPage(page, '/cleaning-partner');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('From Cleaner to Retail Partner');
    const email = `cleaner-${Date.now()}@example.com`;
    await fillForm(page, application('cleaner', email));
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

  test('an FAQ whose code cannot be fetched keeps its questions, and a press fetches it again and opens the answer', async ({ page }) => {
    let refused = 0;
    await page.route('**/cleaner-faq-*.js', (route) => (refused++ === 0 ? route.abort() : route.continue()));
    const faqRefused = nextConsoleError(page, 'A part of the page could not be loaded; it will be tried again.');
    await gotoPage(page, '/cleaning-partner');
    const question = page.getByRole('button', { name: 'Do I buy the products myself?' });
    await question.scrollIntoViewIfNeeded();
    await faqRefused;
    expect(refused).toBe(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('From Cleaner to Retail Partner');
    await expect(question).toBeVisible();
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('region', { name: 'Do I buy the products myself?' })).toContainText('Self-stocking earns you a higher profit share');
  });

  test('the FAQ opens one answer at a time and closes again', async ({ page }) => {
    await gotoPage(page, '/cleaning-partner');
    const first = page.getByRole('button', { name: 'Do I buy the products myself?' });
    const second = page.getByRole('button', { name: 'How and when do I get paid?' });
    // A closed answer is not shown (its copy for a browser without JavaScript stays hidden).
    await expect(page.getByText(/Self-stocking earns you a higher profit share/)).toBeHidden();
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('region', { name: 'Do I buy the products myself?' })).toContainText('Self-stocking earns you a higher profit share');
    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'false');
  });
});
