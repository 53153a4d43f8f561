import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, gotoPage, test, waitForAppReady } from './support/fixtures';
import { fakeMapsScript } from './support/fake-maps-js';
import { OFFER_TEXT } from './support/offer';

const AUTOCOMPLETE_LOAD_FAILED = 'Failed to load address autocomplete. You can still enter your address manually.';

/** The hero link scrolls to the form, which loads as it comes near. */
async function openSignupForm(page: Page) {
  await gotoPage(page, '/drivers');
  await page.getByRole('link', { name: 'Get Your Starter Kit' }).click();
  await expect(page.getByRole('button', { name: 'Next' })).toBeVisible();
}

async function fillDriver(page: Page) {
  await page.getByLabel('First name', { exact: true }).fill('Dana');
  await page.getByLabel('Last name', { exact: true }).fill('Reyes');
  await page.getByLabel('Email', { exact: true }).fill('dana@example.com');
  await page.getByLabel('Phone number', { exact: true }).pressSequentially('2025550143');
}

async function fillAddressByHand(page: Page) {
  await page.getByLabel('Street address', { exact: true }).fill('1600 Pennsylvania Ave NW');
  await page.getByLabel('City', { exact: true }).fill('Washington');
  await page.getByLabel('State', { exact: true }).fill('DC');
  await page.getByLabel('ZIP code', { exact: true }).fill('20500');
}

const savedForm = (page: Page) =>
  page.evaluate(() => JSON.parse(sessionStorage.getItem('driverFormData') ?? 'null') as Record<string, string> | null);

test.describe('/drivers', () => {
  test('shows the kit figures, and the catalogue tabs filter the grid', async ({ page }) => {
    await gotoPage(page, '/drivers');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    for (const figure of [OFFER_TEXT.kitPrice, OFFER_TEXT.kitSales, OFFER_TEXT.kitProfit])
      await expect(page.getByText(figure, { exact: true })).toBeVisible();
    const catalogue = page.locator('section', { has: page.getByRole('heading', { name: 'What Riders Buy From Your Seatback' }) });
    await catalogue.scrollIntoViewIfNeeded();
    await expect(catalogue.getByText(OFFER_TEXT.kitReturn, { exact: true })).toBeVisible();
    await expect(catalogue.getByRole('listitem')).toHaveCount(17);
    await catalogue.getByRole('tab', { name: /Cookies/ }).click();
    await expect(catalogue.getByRole('heading', { level: 3 })).toHaveText(['Oreo Original', 'Oreo Golden', 'Oreo Double Stuf']);
    await catalogue.getByRole('tab', { name: /Energy/ }).click();
    await expect(catalogue.getByRole('heading', { level: 3 })).toHaveText(['5-hour Energy']);
    await catalogue.getByRole('tab', { name: /All/ }).click();
    await expect(catalogue.getByRole('listitem')).toHaveCount(17);
  });

  test('drops form data saved on an earlier visit as soon as /drivers loads, with the form never reached', async ({ page }) => {
    await page.addInitScript(() => {
      // Seeded once: what a sign-up abandoned earlier in this tab left behind.
      if (!sessionStorage.getItem('seeded')) {
        sessionStorage.setItem('seeded', 'yes');
        sessionStorage.setItem('driverFormData', JSON.stringify({ firstName: 'Old', email: 'old@example.com' }));
      }
    });
    await gotoPage(page, '/drivers');
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('driverFormData'))).toBeNull();
    // The visitor is still at the top of the page: nothing scrolled the form into reach.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("shows the form's validation messages and the fix-the-errors toast, with the first field in error focused on a phone", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openSignupForm(page);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Please fix the errors').first()).toBeVisible();
    const firstName = page.getByRole('textbox', { name: 'First name', exact: true });
    await expect(firstName).toBeFocused();
    await expect(firstName).toBeInViewport();
    for (const message of ['First name is required', 'Email is required', 'Phone number is required', 'ZIP code is required']) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await page.getByLabel('ZIP code', { exact: true }).fill('123');
    await expect(page.getByText('Invalid ZIP code format')).toBeVisible();
    await page.getByLabel('Email', { exact: true }).fill('dana@');
    await expect(page.getByText('Invalid email address')).toBeVisible();
    // A press on the hero link before the page's scripts ran is the browser's own jump to the form.
    await expect(page).toHaveURL(/\/drivers(#signup-form)?$/);
  });

  test('suggests US addresses as the driver types, fills address, city, state and ZIP from the one chosen, and saves the form', async ({ page }) => {
    let scriptUrl = '';
    await page.route('https://maps.googleapis.com/**', (route) => {
      scriptUrl = route.request().url();
      return route.fulfill({ contentType: 'text/javascript', body: fakeMapsScript });
    });
    await openSignupForm(page);
    await fillDriver(page);
    const address = page.getByRole('combobox', { name: 'Street address' });
    await address.pressSequentially('350 5th');
    const suggestion = page.getByRole('option', { name: '350 5th Avenue, New York, NY, USA' });
    await expect(suggestion).toBeVisible();
    await expect(address).toHaveAttribute('aria-expanded', 'true');
    expect(new URL(scriptUrl).searchParams.get('key')).toBe('e2e-places-key');
    expect(await page.evaluate(() => (window as unknown as { __placesRequests: unknown[] }).__placesRequests.at(-1))).toEqual({
      input: '350 5th',
      includedRegionCodes: ['us'],
      includedPrimaryTypes: ['street_address', 'premise', 'subpremise'],
      withSessionToken: true,
    });

    await address.press('ArrowDown');
    await expect(suggestion).toHaveAttribute('aria-selected', 'true');
    const { violations } = await new AxeBuilder({ page }).include('#signup-form').analyze();
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
    await address.press('Enter');
    await expect(page.getByLabel('Street address', { exact: true })).toHaveValue('350 5th Avenue');
    await expect(page.getByLabel('City', { exact: true })).toHaveValue('New York');
    await expect(page.getByLabel('State', { exact: true })).toHaveValue('NY');
    await expect(page.getByLabel('ZIP code', { exact: true })).toHaveValue('10118');
    await expect(suggestion).toBeHidden();
    await expect(page).toHaveURL(/\/drivers(#signup-form)?$/); // Enter chose the address; it did not submit the form

    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/uber-payment$/);
    expect(await savedForm(page)).toMatchObject({
      firstName: 'Dana',
      phone: '+12025550143',
      address: '350 5th Avenue',
      city: 'New York',
      state: 'NY',
      zip: '10118',
    });
  });

  test('with the Places script blocked, says so and still takes an address typed by hand', async ({ page }) => {
    let blocked = false;
    await page.route('https://maps.googleapis.com/**', (route) => {
      blocked = true;
      return route.abort();
    });
    await openSignupForm(page);
    await expect(page.getByText(AUTOCOMPLETE_LOAD_FAILED).first()).toBeVisible();
    await fillDriver(page);
    expect(blocked).toBe(true);
    await expect(page.getByRole('combobox')).toHaveCount(0);
    await fillAddressByHand(page);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/uber-payment$/);
    expect(await savedForm(page)).toMatchObject({ address: '1600 Pennsylvania Ave NW', city: 'Washington', state: 'DC', zip: '20500' });
  });

  test('has no serious or critical accessibility violations', async ({ page }) => {
    test.setTimeout(90_000); // axe over the long page is slow on a shared 2-core machine
    // An audit, not a visitor: axe reads colours as drawn, so it runs once start-up has settled
    // (mid-transition text reads as low contrast).
    await gotoPage(page, '/drivers');
    await waitForAppReady(page);
    await page.getByRole('heading', { name: 'What Riders Buy From Your Seatback' }).scrollIntoViewIfNeeded();
    await expect(page.getByRole('tab', { name: /Cookies/ })).toBeVisible();
    // The remote's content; the shell's header and footer are checked by the shell's own suite.
    const results = await new AxeBuilder({ page }).include('main').analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});
