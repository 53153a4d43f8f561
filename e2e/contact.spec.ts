import type { Locator, Page } from '@playwright/test';
import { answerWithServerError, expect, expectContactStored, gotoPage, nextConsoleError, test } from './support/fixtures';

async function openContactForm(page: Page) {
  await gotoPage(page, '/');
  await page.locator('#contact').scrollIntoViewIfNeeded();
  const form = page.getByRole('form', { name: 'Contact form' });
  await expect(form).toBeVisible();
  return form;
}

/** Sends the shortest valid message: a name, an address and a greeting. */
async function sendHello(form: Locator) {
  await form.getByLabel('Name').fill('Avery Host');
  await form.getByLabel('Email').fill('avery@example.com');
  await form.getByLabel('Message').fill('Hello');
  await form.getByRole('button', { name: 'Send Message' }).click();
}

test.describe('contact form', () => {
  test('shows the validation messages and moves focus to the first field in error', async ({ page }) => {
    const form = await openContactForm(page);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByText('Name is required')).toBeVisible();
    await expect(form.getByText('Email is required')).toBeVisible();
    await expect(form.getByText('Message is required')).toBeVisible();
    await expect(form.getByLabel('Name')).toBeFocused();

    await form.getByLabel('Email').fill('not-an-address');
    await expect(form.getByText('Invalid email address')).toBeVisible();
    await form.getByLabel('Email').fill('host@example.com');
    await expect(form.getByText('Invalid email address')).toBeHidden();
  });

  test('sends a message that the API stores, then clears the form', async ({ page }) => {
    const email = `contact-${Date.now()}@example.com`;
    const form = await openContactForm(page);
    await form.getByLabel('Name').fill('Avery Host');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Phone', { exact: true }).fill('2015550123');
    await form.getByLabel('Message').fill('We run 14 rentals in Denver. How do we start?');
    await form.getByRole('button', { name: 'Send Message' }).dblclick();

    await expect(page.getByText('Message sent!', { exact: true }).first()).toBeVisible();
    await expect(page.getByText("We'll get back to you as soon as possible.", { exact: true }).first()).toBeVisible();
    await expect(form.getByLabel('Name')).toHaveValue('');
    await expect(form.getByLabel('Phone', { exact: true })).toHaveValue('');

    expectContactStored(email, { name: 'Avery Host', phone: '+12015550123', message: 'We run 14 rentals in Denver. How do we start?' });
  });

  test('chooses the phone country with the keyboard only', async ({ page }) => {
    const form = await openContactForm(page);
    const countryButton = form.getByRole('button', { name: /^Phone country: United States/ });
    await countryButton.focus();
    await page.keyboard.press('Enter');

    const search = page.getByRole('combobox', { name: 'Search countries' });
    await expect(search).toBeFocused();
    await page.keyboard.type('can');
    const countries = page.getByRole('listbox', { name: 'Countries' });
    await expect(countries.getByRole('option', { name: /United States/ })).toHaveCount(0);
    const active = countries.getByRole('option', { selected: true });
    await expect(active).toContainText('American Samoa');
    await page.keyboard.press('ArrowDown');
    await expect(active).toContainText('Canada');
    await expect(search).toHaveAttribute('aria-activedescendant', (await active.getAttribute('id')) ?? 'missing');
    await page.keyboard.press('Enter');

    await expect(countries).toBeHidden();
    await expect(form.getByRole('button', { name: /^Phone country: Canada \+1/ })).toBeVisible();
    await expect(form.getByLabel('Phone', { exact: true })).toBeFocused();
    await page.keyboard.type('6135550123');
    await expect(form.getByLabel('Phone', { exact: true })).toHaveValue('+1 613 555 0123');
  });

  test("shows the server's error message", async ({ page }) => {
    await answerWithServerError(page, '/api/contact', 'Our inbox is temporarily unavailable');
    const form = await openContactForm(page);
    await sendHello(form);

    await expect(page.getByText('Error', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('Our inbox is temporarily unavailable', { exact: true }).first()).toBeVisible();
    await expect(form.getByLabel('Name')).toHaveValue('Avery Host');
    await expect(form.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  test('keeps the form when the notifications cannot be fetched either, and shows the next failure', async ({ page }) => {
    await answerWithServerError(page, '/api/contact', 'Our inbox is temporarily unavailable');
    await page.route('**/toast-viewport-*.js', (route) => route.abort());
    const form = await openContactForm(page);
    // The failed submission ends in an error toast, whose code cannot be fetched: the page says so.
    const toastRefused = nextConsoleError(page, 'The notifications could not be loaded.');
    await sendHello(form);
    await toastRefused;
    await expect(form.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    await expect(form.getByLabel('Name')).toHaveValue('Avery Host');
    await expect(form.getByLabel('Email')).toHaveValue('avery@example.com');
    await expect(form.getByLabel('Message')).toHaveValue('Hello');

    await page.unroute('**/toast-viewport-*.js');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Our inbox is temporarily unavailable', { exact: true }).first()).toBeVisible();
  });

  test('shows the status line when the server answers without a message', async ({ page }) => {
    await page.route('**/api/contact', (route) => route.fulfill({ status: 503, body: 'upstream down' }));
    const form = await openContactForm(page);
    await sendHello(form);
    await expect(page.getByText('Submission failed with status: 503 Service Unavailable', { exact: true }).first()).toBeVisible();
  });
});
