import type { Page, Response } from '@playwright/test';
import { expect, expectContactStored, storedOnce, submissionsOf, test, waitForHydratedForm } from './support/fixtures';
import { application, fillForm, option } from './support/forms';
import { OFFER_TEXT } from './support/offer';

// A page is its server HTML: without JavaScript a visitor reads every page and sends every public form.
test.use({ javaScriptEnabled: false });

/** Clicks a submit button and returns the answer to the form's own post (before any redirect). */
async function submitNatively(page: Page, button: string): Promise<Response> {
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === 'POST' && r.request().resourceType() === 'document'),
    page.getByRole('button', { name: button }).click(),
  ]);
  await page.waitForLoadState('domcontentloaded');
  return response;
}

test.describe('public forms without JavaScript', () => {
  test('the contact form is sent, stored once and answered with "Message sent!"; a reload stores nothing more', async ({ page }) => {
    const email = `nojs-contact-${Date.now()}@example.com`;
    await page.goto('/');
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByLabel('Name').fill('Avery Plain');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Phone', { exact: true }).fill('(201) 555-0123');
    await form.getByLabel('Message').fill('Sent from a browser without scripts.');

    const answer = await submitNatively(page, 'Send Message');
    expect(answer.status()).toBe(303);
    await expect(page).toHaveURL(/\/\?sent=contact#contact$/);
    await expect(page.getByText('Message sent!', { exact: true })).toBeVisible();
    await expect(page.getByText("We'll get back to you as soon as possible.", { exact: true })).toBeVisible();

    expectContactStored(email, { name: 'Avery Plain', phone: '+12015550123', message: 'Sent from a browser without scripts.' });
    await page.reload();
    await expect(page.getByText('Message sent!', { exact: true })).toBeVisible();
    storedOnce('contact', email);
  });

  test('the host application is stored once and the host sees the success message', async ({ page }) => {
    const email = `nojs-host-${Date.now()}@example.com`;
    await page.goto('/property-manager');
    await fillForm(page, application('host', email));

    expect((await submitNatively(page, 'Submit Application')).status()).toBe(303);
    await expect(page).toHaveURL(/\/property-manager\?sent=host#host-application$/);
    await expect(page.getByText('Application submitted successfully!', { exact: true })).toBeVisible();
    expect(storedOnce('host', email)).toMatchObject({
      firstName: 'Ana',
      phone: '+12025550143',
      unitCount: 2,
      listingLinks: ['https://www.airbnb.com/rooms/1', 'https://vrbo.com/2'],
    });
  });

  test('the hotel application is stored once and the success panel replaces the form', async ({ page }) => {
    const email = `nojs-hotel-${Date.now()}@example.com`;
    await page.goto('/hotel-signup');
    const form = page.getByRole('form', { name: 'Hotel application' });
    await fillForm(form, application('hotel', email, { 'Hotel type': option('Boutique') }));

    expect((await submitNatively(page, 'Submit Application')).status()).toBe(303);
    await expect(page.getByRole('heading', { name: 'Application Submitted Successfully! 🎉' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Return to Homepage' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('form', { name: 'Hotel application' })).toHaveCount(0);
    expect(storedOnce('hotel', email)).toMatchObject({ hotelName: 'Harbor Inn', phone: '+12025550143', hotelType: 'Boutique' });
  });

  test('the cleaner application is stored once from /cleaner-signup and confirmed', async ({ page }) => {
    const email = `nojs-cleaner-${Date.now()}@example.com`;
    await page.goto('/cleaner-signup');
    const form = page.getByRole('form', { name: 'Cleaner application' });
    // Without the script the website field cannot wait for 'Yes': it is offered from the start.
    await fillForm(form, application('cleaner', email, { 'Phone number': '3035550188' }));

    expect((await submitNatively(page, 'Submit Application')).status()).toBe(303);
    await expect(page).toHaveURL(/\/cleaner-signup\?sent=cleaner#application-form$/);
    await expect(page.getByRole('heading', { name: 'Application Submitted!' })).toBeVisible();
    expect(storedOnce('cleaner', email)).toMatchObject({
      phoneNumber: '+13035550188',
      ownsCleaningBusiness: 'Yes',
      businessWebsite: 'https://sparkle.example.com',
      termsAgreed: true,
    });
  });

  test('invalid input comes back with the field messages and the typed values, and nothing is stored', async ({ page }) => {
    const email = `nojs-invalid-${Date.now()}@example`;
    await page.goto('/property-manager');
    await page.getByLabel('First name').fill('Ana');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Phone number').fill('2025550143');
    await page.getByLabel('Number of units').fill('0');
    await page.getByLabel('Listing links').fill('my listing');

    expect((await submitNatively(page, 'Submit Application')).status()).toBe(400);
    await expect(page.getByText('Please correct the highlighted fields and try again.')).toBeVisible();
    await expect(page.getByLabel('Last name')).toHaveAccessibleDescription('Last name is required');
    await expect(page.getByLabel('Email', { exact: true })).toHaveAccessibleDescription('Please enter a valid email address');
    await expect(page.getByLabel('Number of units')).toHaveAccessibleDescription('Must have at least 1 unit');
    await expect(page.getByText('Please enter a valid listing link', { exact: true })).toBeVisible();
    await expect(page.getByLabel('First name')).toHaveValue('Ana');
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
    await expect(page.getByLabel('Phone number')).toHaveValue('+1 202 555 0143');
    await expect(page.getByLabel('Listing links')).toHaveValue('my listing');
    expect(submissionsOf('host').filter((row) => row.payload.email === email)).toHaveLength(0);

    // Corrected and sent again, from the answered page itself.
    await page.getByLabel('Last name').fill('Silva');
    await page.getByLabel('Email', { exact: true }).fill(`${email}.com`);
    await page.getByLabel('Number of units').fill('1');
    await page.getByLabel('Nights booked per month').selectOption('<15');
    await page.getByLabel('Listing links').fill('https://www.airbnb.com/rooms/7');
    expect((await submitNatively(page, 'Submit Application')).status()).toBe(303);
    storedOnce('host', `${email}.com`);
  });

  test('the invalid contact form shows its messages under the fields on the home page', async ({ page }) => {
    await page.goto('/');
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByLabel('Name').fill('Avery');
    await form.getByLabel('Email').fill('avery@');
    expect((await submitNatively(page, 'Send Message')).status()).toBe(400);
    const answered = page.getByRole('form', { name: 'Contact form' });
    await expect(answered.getByLabel('Email')).toHaveAccessibleDescription('Invalid email address');
    await expect(answered.getByLabel('Message')).toHaveAccessibleDescription('Message is required');
    await expect(answered.getByLabel('Name')).toHaveValue('Avery');
  });

  test('a form answered with its mistakes goes to its sender only: the next visitor gets the empty form', async ({ page, browser }) => {
    const name = `Sender ${Date.now()}`;
    await page.goto('/');
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Email').fill('sender@');
    expect((await submitNatively(page, 'Send Message')).status()).toBe(400);
    await expect(page.getByRole('form', { name: 'Contact form' }).getByLabel('Name')).toHaveValue(name);

    const next = await browser.newContext({ javaScriptEnabled: false });
    try {
      const visitor = await next.newPage();
      for (let visit = 0; visit < 2; visit += 1) {
        const answer = await visitor.goto('/');
        expect(await answer!.text()).not.toContain(name);
        const contact = visitor.getByRole('form', { name: 'Contact form' });
        await expect(contact.getByLabel('Name')).toHaveValue('');
        await expect(contact.getByLabel('Email')).not.toHaveAccessibleDescription('Invalid email address');
      }
    } finally {
      await next.close();
    }
  });
});

test.describe('every page without JavaScript', () => {
  const pages: Array<[string, string, string[]]> = [
    ['/', 'Transform Your Space Into a Smart Convenience Store', ['Name', 'Email', 'Message']],
    ['/drivers', 'Turn Your Back Seat Into a Mini Store', ['First name', 'Street address', 'ZIP code']],
    ['/property-manager', 'Add a Mini Store to Your Listing', ['First name', 'Number of units', 'Listing links']],
    ['/hotel-signup', 'to your hotel rooms', ['Hotel name', 'Your position', 'Hotel website']],
    ['/cleaning-partner', 'From Cleaner to Retail Partner', ['Full name', 'City', 'State']],
    ['/blog', 'Ideas to Earn More', ['Search articles']],
    ['/privacy', 'Privacy Policy', []],
    ['/starter-kit-paywall', 'Everything You Need to Start Selling', []],
  ];
  for (const [path, heading, fields] of pages) {
    test(`${path} shows its content and its form fields`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(heading);
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      for (const label of fields) await expect(page.getByLabel(label, { exact: true }).first()).toBeVisible();
    });
  }

  test('the calculators show their default results and the catalogue its products', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('#pricing').getByText(OFFER_TEXT.propertyDefault, { exact: true })).toBeVisible();
    await page.goto('/drivers');
    await expect(page.getByRole('heading', { level: 3, name: 'Oreo Original' })).toBeVisible();
  });

  test("on a phone the menu is a link to the site's links in the footer", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/hotel-signup');
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
    await page.getByRole('link', { name: "Menu: the site's links" }).click();
    await expect(page).toHaveURL(/#site-links$/);
    const quickLinks = page.getByRole('navigation', { name: 'Quick Links' });
    await expect(quickLinks).toBeInViewport();
    await quickLinks.getByRole('link', { name: 'Blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test('the partner pages show every FAQ answer under its question', async ({ page }) => {
    await page.goto('/cleaning-partner');
    const faq = page.locator('section', { has: page.getByRole('heading', { name: 'Frequently Asked Questions' }) });
    await expect(faq.getByRole('heading', { level: 3 })).toHaveCount(10);
    await expect(faq.getByText(/Self-stocking earns you a higher profit share/)).toBeVisible();
    await page.goto('/hotel-signup');
    await expect(page.getByText('PMS and housekeeping integrations are available in our Enterprise and Custom tiers.')).toBeVisible();
  });

  test('the driver page says paying needs JavaScript, and Next keeps what was filled in', async ({ page }) => {
    await page.goto('/drivers');
    await expect(page.getByText('Paying for your Starter Kit needs JavaScript.').first()).toBeVisible();
    await page.getByLabel('First name', { exact: true }).fill('Dana');
    await page.getByLabel('Email', { exact: true }).fill('dana@example.com');
    expect((await submitNatively(page, 'Next')).status()).toBe(200);
    await expect(page).toHaveURL(/\/drivers#signup-form$/);
    await expect(page.getByText('press Next again; what you filled in is kept below.')).toBeVisible();
    await expect(page.getByLabel('First name', { exact: true })).toHaveValue('Dana');
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue('dana@example.com');
  });

  test('the blog filter works by link and the search by a GET form', async ({ page }) => {
    await page.goto('/blog');
    await page.getByRole('link', { name: 'Rideshare category' }).click();
    await expect(page).toHaveURL('/blog?category=Rideshare');
    await expect(page.getByRole('article')).toHaveCount(1);
    await page.getByRole('searchbox', { name: 'Search articles' }).fill('zebra');
    await page.getByRole('searchbox', { name: 'Search articles' }).press('Enter');
    await expect(page).toHaveURL('/blog?category=Rideshare&q=zebra');
    await expect(page.getByRole('heading', { name: 'No articles found' })).toBeVisible();
    await page.getByRole('link', { name: 'Reset Filters' }).click();
    await expect(page).toHaveURL('/blog');
    await expect(page.getByRole('article')).toHaveCount(5);
  });
});

test.describe("the server's answer to a native post, once the scripts arrive", () => {
  test.use({ javaScriptEnabled: true });

  test('hydrates without a mismatch, keeps the messages and values, and then sends with the script', async ({ page }) => {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      // React reports a mismatch as "Hydration failed…", minified as errors 418–425.
      if (message.type() === 'error' && /hydrat|react\.dev\/errors\/4(18|19|2[1-5])/i.test(message.text())) problems.push(message.text());
    });
    // The browser's own post of a half-filled form (as a visitor without the scripts would send it).
    await page.route('**/property-manager', (route) =>
      route.request().method() === 'GET' && route.request().resourceType() === 'document'
        ? route.continue({
            method: 'POST',
            headers: { ...route.request().headers(), 'content-type': 'application/x-www-form-urlencoded' },
            postData: 'firstName=Ana&lastName=&email=ana%40example&phone=2025550143&phoneCountry=US&unitCount=2&listingLink=',
          })
        : route.continue(),
    );
    const email = `answered-${Date.now()}@example.com`;
    const answer = await page.goto('/property-manager#host-application');
    expect(answer?.status()).toBe(400);
    await page.unroute('**/property-manager');

    await expect(page.getByLabel('Email', { exact: true })).toHaveAccessibleDescription('Please enter a valid email address');
    await expect(page.getByLabel('First name')).toHaveValue('Ana');
    await expect(page.getByText('Please correct the highlighted fields and try again.')).toBeVisible();

    await page.getByLabel('Last name').fill('Silva');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Nights booked per month').selectOption('15-24');
    await page.getByLabel('Listing links').fill('https://www.airbnb.com/rooms/5');
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page.getByText('Application submitted successfully!', { exact: true }).first()).toBeVisible();
    await expect(page).toHaveURL(/\/property-manager#host-application$/);
    expect(storedOnce('host', email)).toMatchObject({ firstName: 'Ana', phone: '+12025550143', unitCount: 2 });
    // The visitor acted as the page showed; by now the form has hydrated, without a mismatch.
    await expect(page.locator('[data-deferred-section][data-hydrated] form[data-form="host"]')).toHaveCount(1);
    expect(problems).toEqual([]);
  });

  test('the page after a stored message still says so once hydrated', async ({ page }) => {
    await page.goto('/?sent=contact#contact');
    await waitForHydratedForm(page, 'contact');
    await expect(page.getByText('Message sent!', { exact: true })).toBeVisible();
  });
});
