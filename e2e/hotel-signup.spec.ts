import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, gotoPage, submissionsOf, test } from './support/fixtures';

async function fillHotelApplication(page: Page, email: string) {
  await page.getByLabel('First name').fill('Li');
  await page.getByLabel('Last name').fill('Wu');
  await page.getByLabel('Hotel name').fill('Harbor Inn');
  await page.getByLabel('Your position').fill('General manager');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Phone number').fill('2025550143');
  await page.getByLabel('City', { exact: true }).fill('Austin');
  await page.getByLabel('State', { exact: true }).fill('TX');
  await page.getByLabel('Number of rooms').fill('42');
  await page.getByLabel('Hotel type').selectOption('Resort');
  await page.getByLabel('Hotel website').fill('https://harbor.example.com');
}

test.describe('hotel sign-up page', () => {
  test('a hotel signs up: the application is stored and the thank-you panel replaces the form', async ({ page }) => {
    await gotoPage(page, '/hotel-signup');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Add Minibar to your hotel rooms and start earning!');
    await page.getByRole('button', { name: 'Sign Up Now' }).click();
    await expect(page.locator('#signup-form h2')).toBeInViewport();

    const email = `hotel-${Date.now()}@example.com`;
    await fillHotelApplication(page, email);
    await page.getByRole('button', { name: 'Submit Application' }).click();

    await expect(page.getByRole('heading', { name: 'Application Submitted Successfully! 🎉' })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Hotel application' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Return to Homepage' })).toHaveAttribute('href', '/');
    const stored = submissionsOf('hotel').find((row) => row.payload.email === email);
    expect(stored?.payload).toMatchObject({ hotelName: 'Harbor Inn', hotelType: 'Resort', roomCount: '42', phone: '+12025550143' });
  });

  test("a server failure is shown inline after 'Error:' and in the 'Error submitting application' toast", async ({ page }) => {
    await page.route('**/api/hotel-signup', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'Sign-ups are paused' }) }),
    );
    await gotoPage(page, '/hotel-signup');
    await fillHotelApplication(page, 'hotel-error@example.com');
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page.getByText('Error: Sign-ups are paused')).toBeVisible();
    await expect(page.getByText('Error submitting application', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Hotel name')).toHaveValue('Harbor Inn');
  });

  test('has no serious or critical accessibility findings', async ({ page }) => {
    await gotoPage(page, '/hotel-signup');
    await expect(page.getByRole('button', { name: 'Submit Application' })).toBeAttached();
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  });
});
