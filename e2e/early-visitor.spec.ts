import type { Page } from '@playwright/test';
import { expect, expectContactStored, gotoPage, submissionsOf, test, waitForAppReady } from './support/fixtures';
import { application, fillForm, option, typed } from './support/forms';
import { expectNotStarted } from './support/held-scripts';
import { OFFER_TEXT } from './support/offer';

/** Turns the mouse wheel and waits until the window has stopped scrolling where the turn took it. */
async function turnWheel(page: Page, deltaY: number): Promise<void> {
  const scroll = await page.evaluateHandle(() => ({
    ended: new Promise<void>((resolve) => addEventListener('scrollend', () => resolve(), { once: true })),
  }));
  await page.mouse.wheel(0, deltaY);
  await scroll.evaluate((watched) => watched.ended);
}

test.describe('a visitor acting before the site has started', () => {
  test('scrolls to the pricing section: start-up keeps the position and the calculators work there', async ({ page, heldScripts: scripts }) => {
    await gotoPage(page, '/');
    await page.mouse.move(200, 400);
    const pricing = page.locator('#pricing');
    const result = pricing.getByText(OFFER_TEXT.propertyDefault, { exact: true });
    // Wheel towards the calculator's result until it sits in the window, as a visitor would,
    // each turn once the window has stopped where the last one took it.
    for (let i = 0; i < 80; i += 1) {
      const { top, bottom, height } = await result.evaluate((el) => ({ ...el.getBoundingClientRect().toJSON(), height: innerHeight }));
      if (top > 100 && bottom < height - 20) break;
      await turnWheel(page, top > 100 ? 400 : -200);
    }
    await expect(result).toBeInViewport();
    await expectNotStarted(page, scripts);
    const scrolledTo = await page.evaluate(() => window.scrollY);

    scripts.release();
    await waitForAppReady(page);
    await expect(pricing.locator('[data-deferred-section][data-hydrated]')).toHaveCount(1);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolledTo);
    await page.getByRole('tab', { name: 'Rideshare drivers' }).click();
    await expect(pricing.getByText(OFFER_TEXT.rideshareDefault, { exact: true })).toBeVisible();
  });

  test('opens a shared link to #pricing: the section is shown under the navigation', async ({ page, heldScripts: scripts }) => {
    await gotoPage(page, '/#pricing');
    await expectNotStarted(page, scripts);
    scripts.release();
    await waitForAppReady(page);
    await expect(async () => {
      const top = await page.locator('#pricing').evaluate((el) => el.getBoundingClientRect().top);
      const nav = await page.locator('[data-site-nav]').evaluate((el) => el.getBoundingClientRect().height);
      expect(Math.abs(top - (nav + 20))).toBeLessThan(4);
    }).toPass();
  });

  test('types a message and presses Send: the message is sent as typed', async ({ page, heldScripts: scripts }) => {
    await gotoPage(page, '/');
    const form = page.getByRole('form', { name: 'Contact form' });
    const email = `early-${Date.now()}@example.com`;
    await form.getByLabel('Name').fill('Early Visitor');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Phone', { exact: true }).pressSequentially('2015550123');
    await form.getByLabel('Message').fill('Typed before the page had started.');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expectNotStarted(page, scripts);
    expect(submissionsOf('contact').filter((row) => row.payload.email === email)).toHaveLength(0);

    scripts.release();
    await expect(page.getByText('Message sent!', { exact: true }).first()).toBeVisible();
    expectContactStored(email, { name: 'Early Visitor', phone: '+12015550123', message: 'Typed before the page had started.' });
  });

  test("presses See How It Works: the link takes them to the video's section", async ({ page, heldScripts: scripts }) => {
    await gotoPage(page, '/');
    await page.getByRole('link', { name: 'See How It Works' }).click();
    await expectNotStarted(page, scripts);
    await expect(page).toHaveURL(/\/#how-it-works$/);
    await expect(page.getByRole('heading', { name: 'From Box to Payout in Four Steps' })).toBeInViewport();
    scripts.release();
    await waitForAppReady(page);
    await expect(page.getByRole('heading', { name: 'From Box to Payout in Four Steps' })).toBeInViewport();
  });

  test('opens the menu on a phone: the drawer opens', async ({ page, heldScripts: scripts }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoPage(page, '/blog');
    await page.getByRole('button', { name: /menu/i }).click();
    await expectNotStarted(page, scripts);
    scripts.release();
    const drawer = page.getByRole('dialog');
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Property Managers' })).toBeVisible();
  });

  test("chooses a catalogue category on a phone: the grid shows that category's products", async ({ page, heldScripts: scripts }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoPage(page, '/drivers');
    const catalogue = page.locator('section', { has: page.getByRole('heading', { name: 'What Riders Buy From Your Seatback' }) });
    await catalogue.getByRole('tab', { name: /Cookies/ }).click();
    await expectNotStarted(page, scripts);
    scripts.release();
    await expect(catalogue.getByRole('tab', { name: /Cookies/ })).toHaveAttribute('aria-selected', 'true');
    await expect(catalogue.getByRole('tabpanel', { name: /Cookies/ }).getByRole('article')).toHaveCount(3);
    await expect(catalogue.getByRole('heading', { level: 3 })).toHaveText(['Oreo Original', 'Oreo Golden', 'Oreo Double Stuf']);
  });

  test('chooses a blog category: the list shows that category', async ({ page, heldScripts: scripts }) => {
    await gotoPage(page, '/blog');
    await page.getByRole('group', { name: 'Category' }).getByRole('link', { name: 'Rideshare category' }).click();
    await expect(page).toHaveURL('/blog?category=Rideshare');
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText('Rideshare');
    scripts.release();
    await waitForAppReady(page);
    await expect(page.getByRole('link', { name: 'Rideshare category' })).toHaveAttribute('aria-current', 'true');
    await expect(cards).toHaveCount(1);
  });

  test('presses Back while the page starts: the page shows the view Back went to', async ({ page }) => {
    await gotoPage(page, '/blog');
    await waitForAppReady(page);
    const category = page.getByRole('group', { name: 'Category' });
    // A category chosen with the site's code running is a history entry of the same page.
    await category.getByRole('link', { name: 'Rideshare category' }).click();
    await expect(page).toHaveURL('/blog?category=Rideshare');

    // The page is loaded again, and Back is pressed as the site's router first reads the
    // history: the browser moves while the page is still being hydrated.
    await page.addInitScript(() => {
      const state = Object.getOwnPropertyDescriptor(History.prototype, 'state')!;
      let pressed = false;
      Object.defineProperty(History.prototype, 'state', {
        configurable: true,
        get(this: History) {
          if (!pressed) {
            pressed = true;
            this.back();
          }
          return state.get!.call(this);
        },
      });
    });
    await page.reload({ waitUntil: 'commit' });
    await expect(page).toHaveURL('/blog');
    await waitForAppReady(page);
    await expect(category.getByRole('link', { name: 'All categories' })).toHaveAttribute('aria-current', 'true');
    await expect(page.getByTestId('post-card')).toHaveCount(4);
  });

  test('chooses PayPal on the paywall: Complete Purchase is enabled', async ({ page, heldScripts: scripts }) => {
    await gotoPage(page, '/starter-kit-paywall');
    await page.getByRole('radio', { name: 'PayPal' }).check();
    await expectNotStarted(page, scripts);
    scripts.release();
    await expect(page.getByRole('button', { name: 'Complete Purchase' })).toBeEnabled();
    await expect(page.getByRole('radio', { name: 'PayPal' })).toBeChecked();
  });

  test('fills in the host application: what was typed is sent', async ({ page, heldScripts: scripts }) => {
    await gotoPage(page, '/property-manager');
    const email = `early-host-${Date.now()}@example.com`;
    await fillForm(
      page,
      application('host', email, {
        'Phone number': typed('2025550143'),
        'Number of units': '3',
        'Nights booked per month': option('25-30'),
        'Listing links': 'airbnb.com/rooms/42',
      }),
    );
    await expectNotStarted(page, scripts);

    scripts.release();
    await waitForAppReady(page);
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page.getByText('Application submitted successfully!', { exact: true }).first()).toBeVisible();
    const stored = submissionsOf('host').find((row) => row.payload.email === email);
    expect(stored?.payload).toMatchObject({
      firstName: 'Ana',
      lastName: 'Silva',
      phone: '+12025550143',
      unitCount: 3,
      bookingFrequency: '25-30',
      listingLinks: ['https://airbnb.com/rooms/42'],
    });
  });
});
