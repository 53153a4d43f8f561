import { expect, gotoPage, submissionsOf, test } from './support/fixtures';
import { application, fillForm } from './support/forms';

test.describe('hotel sign-up page', () => {
  test('a hotel signs up: the application is stored and the thank-you panel replaces the form', async ({ page }) => {
    await gotoPage(page, '/hotel-signup');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Add Minibar to your hotel rooms and start earning!');
    await page.getByRole('link', { name: 'Sign Up Now' }).click();
    await expect(page.locator('#signup-form h2')).toBeInViewport();

    const email = `hotel-${Date.now()}@example.com`;
    await fillForm(page, application('hotel', email));
    await page.getByRole('button', { name: 'Submit Application' }).click();

    await expect(page.getByRole('heading', { name: 'Application Submitted Successfully! 🎉' })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Hotel application' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Return to Homepage' })).toHaveAttribute('href', '/');
    const stored = submissionsOf('hotel').find((row) => row.payload.email === email);
    expect(stored?.payload).toMatchObject({ hotelName: 'Harbor Inn', hotelType: 'Resort', roomCount: '42', phone: '+12025550143' });
  });
});
