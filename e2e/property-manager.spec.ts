import { expect, gotoPage, submissionsOf, test } from './support/fixtures';
import { application, fillForm } from './support/forms';

test.describe('property manager page', () => {
  test('a host claims a free kit: the application is stored and the host is thanked', async ({ page }) => {
    await gotoPage(page, '/property-manager');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Add a Mini Store to Your Listing — and Get Paid for It');
    await page.getByRole('link', { name: 'Claim Your Free Kit' }).first().click();
    await expect(page.getByRole('heading', { name: 'Host Application Form' })).toBeInViewport();

    const email = `host-${Date.now()}@example.com`;
    await fillForm(page, application('host', email));
    await page.getByRole('button', { name: 'Submit Application' }).click();

    await expect(page.getByText('Application submitted successfully!', { exact: true }).first()).toBeVisible();
    await expect(page.getByLabel('First name')).toHaveValue('');
    const stored = submissionsOf('host').find((row) => row.payload.email === email);
    expect(stored?.payload).toMatchObject({
      phone: '+12025550143',
      unitCount: 2,
      bookingFrequency: '15-24',
      listingLinks: ['https://www.airbnb.com/rooms/1', 'https://vrbo.com/2'],
    });
  });

  test('a zero unit count and a listing that is not a web address are refused before sending', async ({ page }) => {
    await gotoPage(page, '/property-manager');
    const email = `host-refused-${Date.now()}@example.com`;
    await fillForm(page, application('host', email));
    await page.getByLabel('Number of units').fill('0');
    await page.getByLabel('Listing links').fill('my airbnb listing');
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page.getByText('Must have at least 1 unit')).toBeVisible();
    await expect(page.getByText('Please enter a valid listing link')).toBeVisible();
    expect(submissionsOf('host').some((row) => row.payload.email === email)).toBe(false);
  });

  test('a listing link typed without https:// is accepted and stored as a web address', async ({ page }) => {
    await gotoPage(page, '/property-manager');
    const email = `host-bare-link-${Date.now()}@example.com`;
    await fillForm(page, application('host', email));
    await page.getByLabel('Listing links').fill('airbnb.com/rooms/123');
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page.getByText('Application submitted successfully!', { exact: true }).first()).toBeVisible();
    const stored = submissionsOf('host').find((row) => row.payload.email === email);
    expect(stored?.payload).toMatchObject({ listingLink: 'https://airbnb.com/rooms/123', listingLinks: ['https://airbnb.com/rooms/123'] });
  });
});
