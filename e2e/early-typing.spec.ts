import { expect, expectContactStored, storedOnce, test, waitForAppReady, waitForHydratedForm } from './support/fixtures';
import { application, fillForm, option, typed } from './support/forms';
import { consoleProblems } from './support/console-problems';
import { routeStripe } from './support/fake-stripe-js';
import { expectNotStarted } from './support/held-scripts';
import { OFFER_TEXT } from './support/offer';

test.describe('text typed before the scripts arrive', () => {
  test('the contact form keeps it through hydration and sends it as typed', async ({ page, heldScripts: scripts }) => {
    const email = `early-contact-${Date.now()}@example.com`;
    await page.goto('/', { waitUntil: 'commit' });
    const form = page.locator('form[data-form="contact"]');
    await form.getByLabel('Name').pressSequentially('Early Bird');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Phone', { exact: true }).pressSequentially('2015550123');
    await form.getByLabel('Message').fill('Typed while the scripts were on their way.');
    await expectNotStarted(page, scripts);

    scripts.release();
    await waitForAppReady(page);
    // The form's section is hydrated (its code loads later than the page's).
    await waitForHydratedForm(page, 'contact');
    await expect(form.getByLabel('Name')).toHaveValue('Early Bird');
    await expect(form.getByLabel('Message')).toHaveValue('Typed while the scripts were on their way.');

    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Message sent!', { exact: true }).first()).toBeVisible();
    // Sent by the script (JSON), not by the browser's own post: the address did not change.
    await expect(page).toHaveURL(/\/$/);
    expectContactStored(email, { name: 'Early Bird', phone: '+12015550123', message: 'Typed while the scripts were on their way.' });
  });

  test('the host form keeps it through hydration and sends it as typed', async ({ page, heldScripts: scripts }) => {
    const email = `early-host-${Date.now()}@example.com`;
    await page.goto('/property-manager', { waitUntil: 'commit' });
    const form = page.locator('form[data-form="host"]');
    await fillForm(
      form,
      application('host', email, {
        'First name': typed('Ana'),
        'Last name': 'Early',
        'Phone number': typed('2025550143'),
        'Number of units': '4',
        'Nights booked per month': option('25-30'),
        'Listing links': 'https://www.airbnb.com/rooms/42',
      }),
    );
    await expectNotStarted(page, scripts);

    scripts.release();
    await waitForAppReady(page);
    await waitForHydratedForm(page, 'host');
    await expect(form.getByLabel('First name')).toHaveValue('Ana');

    await form.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page.getByText('Application submitted successfully!', { exact: true }).first()).toBeVisible();
    await expect(page).toHaveURL(/\/property-manager$/);
    expect(storedOnce('host', email)).toMatchObject({
      firstName: 'Ana',
      lastName: 'Early',
      phone: '+12025550143',
      unitCount: 4,
      bookingFrequency: '25-30',
      listingLink: 'https://www.airbnb.com/rooms/42',
    });
  });

  test("a number of another country and the address on the driver form: the server's HTML is hydrated as it is, and the driver goes on to pay", async ({
    page,
    heldScripts: scripts,
  }) => {
    const problems = consoleProblems(page);
    await routeStripe(page);
    await page.goto('/drivers', { waitUntil: 'commit' });
    const form = page.locator('form[data-form="driver"]');
    const fields = {
      'First name': 'Dana',
      'Last name': 'Reyes',
      Email: `early-driver-${Date.now()}@example.com`,
      'Phone number': '+49 151 1234567',
      'Street address': '1600 Pennsylvania Ave NW',
      City: 'Washington',
      State: 'DC',
      'ZIP code': '20500',
    };
    for (const [label, value] of Object.entries(fields)) await form.getByLabel(label, { exact: true }).fill(value);
    await expectNotStarted(page, scripts);

    scripts.release();
    await waitForAppReady(page);
    await waitForHydratedForm(page, 'driver');
    await expect(form.getByRole('button', { name: 'Phone country: Germany +49' })).toBeVisible();
    await expect(form.getByLabel('Street address', { exact: true })).toHaveValue('1600 Pennsylvania Ave NW');
    expect(problems).toEqual([]);

    await form.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('button', { name: `Pay ${OFFER_TEXT.kitPrice} & Get Starter Kit` })).toBeEnabled();
  });

  test('a choice that shows another field, on the cleaner form: the field is shown once the scripts run, without a hydration error', async ({
    page,
    heldScripts: scripts,
  }) => {
    const problems = consoleProblems(page);
    await page.goto('/cleaning-partner', { waitUntil: 'commit' });
    const form = page.locator('form[data-form="cleaner"]');
    await form.getByRole('radio', { name: 'Yes, I own or work for a cleaning business' }).check();
    await expect(form.getByLabel('Business website (optional)')).toHaveCount(0);
    await expectNotStarted(page, scripts);

    scripts.release();
    await waitForAppReady(page);
    await waitForHydratedForm(page, 'cleaner');
    await expect(form.getByLabel('Business website (optional)')).toBeVisible();
    await expect(form.getByRole('radio', { name: 'Yes, I own or work for a cleaning business' })).toBeChecked();
    expect(problems).toEqual([]);
  });
});
