import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect, gotoPage, pauseClock, submissionsOf, waitForHydratedForm } from './support/fixtures';
import { DECLINED_CARD, PAYING_CARD, routeStripe, THREE_D_SECURE_CARD, THREE_D_SECURE_PROCESSING_CARD } from './support/fake-stripe-js';
import { OFFER_TEXT } from './support/offer';

const PAY_BUTTON = `Pay ${OFFER_TEXT.kitPrice} & Get Starter Kit`;

const driver = {
  firstName: 'Dana',
  lastName: 'Reyes',
  email: 'dana.reyes@example.com',
  phone: '2025550143',
  address: '1600 Pennsylvania Ave NW',
  city: 'Washington',
  state: 'DC',
  zip: '20500',
};

/** What the driver form leaves in session storage before it opens /uber-payment. */
async function seedSavedForm(page: Page, form: Record<string, string>) {
  await page.addInitScript((saved) => {
    if (!sessionStorage.getItem('driverFormData')) sessionStorage.setItem('driverFormData', saved);
  }, JSON.stringify(form));
}

/** The driver form on /drivers, filled in as a driver types it (the address by hand). */
async function fillDriverForm(page: Page, email: string, phone: string) {
  await page.locator('#signup-form').scrollIntoViewIfNeeded();
  await page.getByRole('textbox', { name: 'First name', exact: true }).fill(driver.firstName);
  await page.getByRole('textbox', { name: 'Last name', exact: true }).fill(driver.lastName);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByLabel('Phone number').fill(phone);
  await page.getByRole('textbox', { name: 'Street address', exact: true }).fill(driver.address);
  await page.getByRole('textbox', { name: 'City', exact: true }).fill(driver.city);
  await page.getByRole('textbox', { name: 'State', exact: true }).fill(driver.state);
  await page.getByRole('textbox', { name: 'ZIP code', exact: true }).fill(driver.zip);
}

async function payWithCard(page: Page, cardNumber: string) {
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByRole('button', { name: PAY_BUTTON }).click();
}

/** Answers Stripe.js's reading of a payment intent (the bank's return) only once the test lets it. */
async function holdIntentReading(page: Page): Promise<{ asked: Promise<void>; release: () => void }> {
  let asked = () => {};
  let release = () => {};
  const askedFor = new Promise<void>((resolve) => (asked = resolve));
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.origin === 'https://api.stripe.com' && /^\/v1\/payment_intents\/[^/]+$/.test(url.pathname),
    async (route) => {
      asked();
      await released;
      await route.fallback();
    },
  );
  return { asked: askedFor, release };
}

/** The success page lists the order the server confirmed. */
async function expectOrderShown(page: Page, paymentIntentId: string, email: string) {
  const order = page.getByRole('definition');
  await expect(order).toHaveText([
    `${driver.firstName} ${driver.lastName}`,
    `${driver.address}${driver.city}, ${driver.state} ${driver.zip}`,
    `${OFFER_TEXT.kitPriceWithCents} · Starter Kit`,
    paymentIntentId,
  ]);
  await expect(page.getByText(`send the tracking details to ${email}`)).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  await routeStripe(page);
});

test(`a driver signs up on /drivers, pays ${OFFER_TEXT.kitPrice} and gets a confirmed, paid order`, async ({ page }) => {
  // The address autocomplete script is blocked: the address is typed by hand.
  await page.route('https://maps.googleapis.com/**', (route) => route.abort());
  await page.clock.install();
  await gotoPage(page, '/drivers');
  const email = `e2e-${Date.now()}@example.com`;
  await fillDriverForm(page, email, driver.phone);
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page).toHaveURL(/\/uber-payment$/);
  await expect(page.getByRole('heading', { name: 'Complete Your Order' })).toBeVisible();
  await expect(page.getByText(`Pay ${OFFER_TEXT.kitPriceWithCents} to receive your Minibar Starter Kit`)).toBeVisible();
  await expect(page.getByRole('button', { name: PAY_BUTTON })).toBeEnabled();
  // The success message shows for a while on the page's clock before the confirmation page: stopped, it stays.
  await pauseClock(page);
  await payWithCard(page, PAYING_CARD);
  await expect(page.getByText('Payment succeeded! Redirecting to confirmation page...')).toBeVisible();
  await expect(page).toHaveURL(/\/uber-payment$/);

  await page.clock.resume();
  await expect(page).toHaveURL(/\/uber-payment-success$/);
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeFocused();
  await expect(page.getByText("We'll contact you with shipping information shortly.")).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return to Homepage' })).toHaveAttribute('href', '/');

  const [row] = submissionsOf('driver').filter((r) => r.payload.email === email);
  expect(row).toMatchObject({ status: 'paid', payload: expect.objectContaining({ phone: '+12025550143', zip: driver.zip }) });
  expect(row?.paymentIntentId).toMatch(/^pi_/);
  // The order, as the server confirmed it: who, where to, what was paid and the reference.
  await expectOrderShown(page, row!.paymentIntentId!, email);
});

test('a card that needs 3-D Secure comes back through the payment page and ends on a paid order', async ({ page }) => {
  const email = `three-ds-${Date.now()}@example.com`;
  await seedSavedForm(page, { ...driver, email, phone: '+12025550143' });
  const intentReading = await holdIntentReading(page);
  await page.clock.install();
  await gotoPage(page, '/uber-payment');
  await payWithCard(page, THREE_D_SECURE_CARD);

  // The bank sends the visitor back to the payment page, which reads the outcome itself.
  await page.waitForURL((url) => url.pathname === '/uber-payment' && url.searchParams.get('redirect_status') === 'succeeded');
  expect(new URL(page.url()).searchParams.get('payment_intent_client_secret')).toMatch(/^pi_\w+_secret_\w+$/);
  // The success message shows for a while on the page's clock before the confirmation page:
  // the clock is stopped before the outcome is read, so the message stays.
  await intentReading.asked;
  await pauseClock(page);
  intentReading.release();
  await expect(page.getByText('Payment succeeded! Redirecting to confirmation page...')).toBeVisible();
  await expect(page).toHaveURL(/\/uber-payment\?/);

  await page.clock.resume();
  await expect(page).toHaveURL(/\/uber-payment-success$/);
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
  await expect(page.getByText("We'll contact you with shipping information shortly.")).toBeVisible();
  const [row] = submissionsOf('driver').filter((r) => r.payload.email === email);
  expect(row).toMatchObject({ status: 'paid', paymentIntentId: expect.stringMatching(/^pi_/) });
});

test('a 3-D Secure return in a fresh session completes from the payment itself: nothing asked again, nothing charged twice', async ({
  page,
  browser,
}) => {
  const email = `fresh-session-${Date.now()}@example.com`;
  await seedSavedForm(page, { ...driver, email, phone: '+12025550143' });
  // The bank's page sends the driver back, but to a browser session that lost this tab's data
  // (another tab or device): this tab never gets the return.
  let returnUrl = '';
  await page.route(
    (url) => url.pathname === '/uber-payment' && url.searchParams.has('payment_intent_client_secret'),
    async (route) => {
      returnUrl = route.request().url();
      await route.abort();
    },
  );
  await gotoPage(page, '/uber-payment');
  await payWithCard(page, THREE_D_SECURE_CARD);
  await expect.poll(() => returnUrl).toContain('redirect_status=succeeded');
  const [pending] = submissionsOf('driver').filter((r) => r.payload.email === email);
  expect(pending?.status).toBe('pending_payment');

  const fresh = await browser.newContext();
  try {
    const other = await fresh.newPage();
    await routeStripe(other);
    await other.goto(returnUrl, { waitUntil: 'commit' });
    await expect(other).toHaveURL(/\/uber-payment-success$/);
    await expect(other.getByRole('heading', { name: 'Payment Successful!' })).toBeFocused();
    await expectOrderShown(other, pending!.paymentIntentId!, email);
    await expect(other.getByRole('textbox')).toHaveCount(0);
  } finally {
    await fresh.close();
  }
  const rows = submissionsOf('driver').filter((r) => r.payload.email === email);
  expect(rows).toEqual([expect.objectContaining({ status: 'paid', paymentIntentId: pending!.paymentIntentId })]);
});

test('a 3-D Secure payment still processing at the return says so, and nothing is confirmed yet', async ({ page }) => {
  const email = `processing-${Date.now()}@example.com`;
  await seedSavedForm(page, { ...driver, email, phone: '+12025550143' });
  await gotoPage(page, '/uber-payment');
  await payWithCard(page, THREE_D_SECURE_PROCESSING_CARD);

  await page.waitForURL((url) => url.pathname === '/uber-payment' && url.searchParams.get('redirect_status') === 'processing');
  await expect(page.getByRole('status').filter({ hasText: 'Your payment is processing.' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(await page.evaluate(() => sessionStorage.getItem('driverPaymentCompleted'))).toBeNull();
  // The order waits for the payment to clear (Stripe's webhook completes it), not for the visitor.
  const [row] = submissionsOf('driver').filter((r) => r.payload.email === email);
  expect(row?.status).toBe('pending_payment');
});

test('shows the declined card’s message and lets the driver try again', async ({ page }) => {
  await seedSavedForm(page, { ...driver, email: `declined-${Date.now()}@example.com`, phone: '+12025550143' });
  await gotoPage(page, '/uber-payment');
  await payWithCard(page, DECLINED_CARD);
  await expect(page.getByRole('alert')).toHaveText('Your card was declined.');
  await expect(page.getByRole('button', { name: PAY_BUTTON })).toBeEnabled();
  await expect(page).toHaveURL(/\/uber-payment$/);
});

test('a German mobile number the form accepts is accepted for payment too', async ({ page }) => {
  await page.route('https://maps.googleapis.com/**', (route) => route.abort());
  await gotoPage(page, '/drivers');
  await fillDriverForm(page, `german-mobile-${Date.now()}@example.com`, '+49 151 1234567');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('button', { name: PAY_BUTTON })).toBeEnabled();
  await expect(page.getByText('Payment Setup Error')).toHaveCount(0);
});

test('a field the server refuses brings the driver back to it, on a phone, with its message and the values kept', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // A form saved earlier in this session with a ZIP code the server refuses.
  await seedSavedForm(page, { ...driver, email: `refused-${Date.now()}@example.com`, phone: '+12025550143', zip: '2050' });
  await gotoPage(page, '/uber-payment');
  await expect(page).toHaveURL(/\/drivers#signup-form$/);
  const zip = page.getByRole('textbox', { name: 'ZIP code', exact: true });
  await expect(zip).toBeFocused();
  await expect(zip).toBeInViewport();
  await expect(zip).toHaveValue('2050');
  await expect(zip).toHaveAccessibleDescription('Invalid ZIP code format');
  await expect(page.getByText('Please correct the highlighted fields and try again.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'City', exact: true })).toHaveValue(driver.city);

  await zip.fill(driver.zip);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('button', { name: PAY_BUTTON })).toBeEnabled();
});

test('the refused field stays in view when the catalogue above the form is drawn after it', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // The catalogue's code comes only after the form has brought the field into view.
  let releaseCatalogue = () => {};
  const catalogueReleased = new Promise<void>((resolve) => (releaseCatalogue = resolve));
  await page.route(/\/catalogue-browser-[^/]*\.js$/, async (route) => {
    await catalogueReleased;
    await route.continue();
  });
  await seedSavedForm(page, { ...driver, email: `refused-late-${Date.now()}@example.com`, phone: '+12025550143', zip: '2050' });
  await gotoPage(page, '/uber-payment');
  await expect(page).toHaveURL(/\/drivers#signup-form$/);
  const zip = page.getByRole('textbox', { name: 'ZIP code', exact: true });
  await expect(zip).toBeFocused();
  await expect(zip).toBeInViewport();
  const tabs = page.getByRole('tab');
  await expect(tabs).toHaveCount(0);

  releaseCatalogue();
  await expect(tabs.first()).toBeAttached();
  await expect(zip).toBeInViewport();
  await expect(zip).toBeFocused();
});

test('when Stripe.js cannot load, the payment page offers Try Again, the way back and our contact details', async ({ page }) => {
  // On a phone the order comes first: the failure is brought into view and focused below it.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.route('https://js.stripe.com/**', (route) => route.abort());
  await seedSavedForm(page, { ...driver, email: `no-stripe-${Date.now()}@example.com`, phone: '+12025550143' });
  await gotoPage(page, '/uber-payment');
  await expect(page.getByRole('alert')).toHaveText('Payment system unavailable. Please try again later.');
  await expect(page.getByRole('alert')).toBeFocused();
  await expect(page.getByRole('alert')).toBeInViewport();
  await expect(page.getByRole('main').getByRole('link', { name: 'hello@example.com' })).toHaveAttribute('href', 'mailto:hello@example.com');
  await expect(page.getByRole('link', { name: 'Back to Form' })).toHaveAttribute('href', '/drivers');

  // Stripe.js is back: Try Again opens the card form, with the same order.
  await page.unroute('https://js.stripe.com/**');
  await routeStripe(page);
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByRole('button', { name: PAY_BUTTON })).toBeEnabled();
});

test('Next shows its pending state while the payment page loads, with the form on screen', async ({ page }) => {
  await page.route('https://maps.googleapis.com/**', (route) => route.abort());
  await gotoPage(page, '/drivers');
  await fillDriverForm(page, `pending-${Date.now()}@example.com`, driver.phone);
  await waitForHydratedForm(page, 'driver');
  // From now on the site's scripts are held: the payment page's code cannot arrive yet.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.m?js(\?.*)?$/, async (route) => {
    await released;
    await route.fallback();
  });
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('button', { name: 'Opening payment...' })).toBeDisabled();
  await expect(page.getByRole('textbox', { name: 'First name', exact: true })).toHaveValue(driver.firstName);
  release();
  await expect(page).toHaveURL(/\/uber-payment$/);
  await expect(page.getByRole('heading', { name: 'Complete Your Order' })).toBeVisible();
});

test('without saved form data the payment page asks to go back to the form', async ({ page }) => {
  await gotoPage(page, '/uber-payment');
  await expect(page.getByRole('heading', { name: 'Information Missing' })).toBeVisible();
  await expect(page.getByText('Please go back and fill out the form before proceeding to payment.')).toBeVisible();
  await page.getByRole('link', { name: 'Back to Form' }).click();
  await expect(page).toHaveURL(/\/drivers$/);
});

test('opening the success page directly does not confirm anything', async ({ page }) => {
  // A visitor with a filled-in form who never paid: nothing of theirs is stored. (Tests in the
  // other worker store drivers meanwhile, so the check is on this visitor's own address.)
  const email = `unpaid-${Date.now()}@example.com`;
  await seedSavedForm(page, { ...driver, email, phone: '+12025550143' });
  await gotoPage(page, '/uber-payment-success');
  await expect(page.getByRole('heading', { name: 'Something Went Wrong' })).toBeVisible();
  await expect(page.getByText('Payment verification failed. Please complete payment first.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go Back to Form' })).toHaveAttribute('href', '/drivers');
  expect(submissionsOf('driver').filter((row) => row.payload.email === email)).toEqual([]);
});

test('the payment page has no serious or critical accessibility findings', async ({ page }) => {
  await seedSavedForm(page, { ...driver, email: `axe-${Date.now()}@example.com`, phone: '+12025550143' });
  await gotoPage(page, '/uber-payment');
  await expect(page.getByRole('button', { name: PAY_BUTTON })).toBeEnabled();
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});
