import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect, gotoPage, waitForAppReady } from './support/fixtures';
import { OFFER_TEXT } from './support/offer';

const sectionIds = ['value-proposition', 'features', 'testimonials', 'how-it-works', 'contact', 'pricing'];

async function openCalculators(page: Page) {
  await gotoPage(page, '/');
  await page.locator('#pricing').scrollIntoViewIfNeeded();
  await expect(earnings(page)).toBeVisible();
}

/** The result of the calculator on show (the other one's panel is hidden). */
const earnings = (page: Page) => page.getByRole('tabpanel').getByTestId('annual-earnings');
const exactNumber = (page: Page) => page.getByRole('spinbutton', { name: 'Exact number of Airbnbs' });

test.describe('home page', () => {
  test("the hero's picture is drawn in the page as the server sends it, named for assistive technology", async ({ page }) => {
    await page.route('**/*.js', (route) => route.abort());
    await gotoPage(page, '/');
    const picture = page.getByRole('img', {
      name: 'A self-service mini-store stocked with snacks and drinks, and a guest paying for them by QR code on a phone',
    });
    await expect(picture).toBeVisible();
    expect(await picture.evaluate((element) => element.tagName.toLowerCase())).toBe('svg');
  });

  test('shows the sections in order with their anchors', async ({ page }) => {
    await gotoPage(page, '/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Transform Your Space Into a Smart Convenience Store');
    const ids = await page.locator('main section[id]').evaluateAll((sections) => sections.map((s) => s.id));
    expect(ids).toEqual(sectionIds);
    for (const block of ['property-managers', 'hotels', 'uber-drivers']) {
      await expect(page.locator(`#features #${block}`)).toHaveCount(1);
    }
    await expect(page.locator('#contact')).toContainText('Get in Touch');
    await expect(page.getByRole('heading', { name: 'Start Earning Extra Income Today' })).toBeVisible();
    // The closing band tells each audience its own offer: hosts a free kit, drivers the Starter Kit's price.
    await expect(page.getByRole('region', { name: 'Start Earning Extra Income Today' })).toContainText(
      `Hosts get their kit free and keep ${OFFER_TEXT.hostShare} of every sale, hotels start on the ${OFFER_TEXT.hotelFreePlan}-a-month Free Plan, and drivers start with a one-time ${OFFER_TEXT.kitPrice} Starter Kit.`,
    );
    await expect(page.locator('#pricing h2')).toHaveText('Potential Earnings Calculator');
  });

  test('sends visitors to the external sign-up in a new tab and to the partner pages', async ({ page }) => {
    await gotoPage(page, '/');
    for (const name of ['Get Started', "Get Started - It's Free"]) {
      const link = page.getByRole('link', { name, exact: true });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('href', /^https?:\/\//);
    }
    await expect(page.getByRole('link', { name: 'Learn More About Property Manager Solutions' })).toHaveAttribute('href', '/property-manager');
    await expect(page.getByRole('link', { name: 'Sign Up as an Uber Driver' })).toHaveAttribute('href', '/drivers');
    await expect(page.getByRole('link', { name: /cleaner partner program/ })).toHaveAttribute('href', '/cleaning-partner');

    await page.getByRole('link', { name: 'Learn More About Hotel Solutions' }).click();
    await expect(page).toHaveURL(/\/#contact$/);
    await expect(page.getByRole('heading', { name: 'Get in Touch' })).toBeInViewport();
  });

  test('plays the video in one dialog that exists only while open', async ({ page }) => {
    await gotoPage(page, '/');
    const video = page.locator('iframe[src*="autoplay=1"]');
    await expect(video).toHaveCount(0);

    // Pressed before the page's scripts run, the link goes to the video's section instead.
    await waitForAppReady(page);
    await page.getByRole('link', { name: 'See How It Works' }).click();
    const dialog = page.getByRole('dialog', { name: /How Minibar works/ });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('iframe[src*="autoplay=1"]')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(video).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'See How It Works' })).toBeFocused();

    await page.getByRole('link', { name: /Play the video/ }).click();
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await expect(video).toHaveCount(1);
    await page.getByRole('button', { name: 'Close video' }).click();
    await expect(video).toHaveCount(0);
  });

  test('estimates a year for one Airbnb, and for as many as the rule of thumb names what it says', async ({ page }) => {
    await openCalculators(page);
    await expect(page.getByRole('tab', { name: 'Rental properties' })).toHaveAttribute('aria-selected', 'true');
    await expect(earnings(page)).toHaveText(OFFER_TEXT.propertyDefault);
    await expect(
      page.getByText(`Rule of thumb: ${OFFER_TEXT.propertyRuleCount} Airbnbs can generate ${OFFER_TEXT.propertyRule} annually.`),
    ).toBeVisible();
    await exactNumber(page).fill(OFFER_TEXT.propertyRuleCount);
    await expect(earnings(page)).toHaveText(OFFER_TEXT.propertyRule);
    await expect(page.getByRole('slider', { name: 'Number of Airbnbs' })).toHaveValue(OFFER_TEXT.propertyRuleCount);
  });

  test('ignores 0, 10001 and 2.5 in the number of Airbnbs: the result stays the last good one', async ({ page }) => {
    await openCalculators(page);
    await exactNumber(page).fill('3');
    await expect(earnings(page)).toHaveText('$18,000');
    for (const typed of ['0', '10001', '2.5']) {
      await exactNumber(page).fill(typed);
      await expect(exactNumber(page)).toHaveAccessibleDescription('Enter a whole number from 1 to 10,000.');
      await expect(earnings(page)).toHaveText('$18,000');
    }
  });

  test('moves the Airbnb slider by 1, 10 and 100 as the count grows', async ({ page }) => {
    await openCalculators(page);
    const slider = page.getByRole('slider', { name: 'Number of Airbnbs' });
    // The slider's step follows the count only once the calculator's code runs: a visitor
    // who pressed before that sees the plain step and presses again.
    await expect(async () => {
      await exactNumber(page).fill('99');
      await slider.press('ArrowRight');
      await expect(exactNumber(page)).toHaveValue('100', { timeout: 500 });
    }).toPass();
    await slider.press('ArrowRight');
    await expect(exactNumber(page)).toHaveValue('110');
    await exactNumber(page).fill('1000');
    await slider.press('ArrowRight');
    await expect(exactNumber(page)).toHaveValue('1100');
    await slider.press('End');
    await expect(exactNumber(page)).toHaveValue('10000');
    await expect(earnings(page)).toHaveText('$60,000,000');
  });

  test('estimates a rideshare combination', async ({ page }) => {
    await openCalculators(page);
    await page.getByRole('tab', { name: 'Rideshare drivers' }).click();
    await expect(earnings(page)).toHaveText(OFFER_TEXT.rideshareDefault);
    await expect(
      page.getByText(`Rule of thumb: ${OFFER_TEXT.rideshareRuleRides} rides a day can generate about ${OFFER_TEXT.rideshareRule} annually.`),
    ).toBeVisible();
    await expect(page.getByTestId('starter-kit-payback')).toHaveText(
      `Drivers pay ${OFFER_TEXT.kitPrice} once for the Starter Kit; at these numbers it pays for itself in about 3 weeks.`,
    );
    await page.getByRole('slider', { name: 'Rides per day' }).fill(OFFER_TEXT.rideshareRuleRides);
    await expect(earnings(page)).toHaveText(OFFER_TEXT.rideshareRule);
    await page.getByRole('slider', { name: 'Rides per day' }).fill('20');
    await page.getByRole('slider', { name: 'Days driven per week' }).fill('7');
    await page.getByRole('slider', { name: 'Average passenger spend' }).fill('10');
    await expect(earnings(page)).toHaveText('$11,200');
  });

  // The page's own content; the shell's header and footer are covered by the shell's suite.
  test('has no serious or critical accessibility violations', async ({ page }) => {
    await openCalculators(page);
    await page.locator('#contact').scrollIntoViewIfNeeded();
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).include('main').analyze();
    const severe = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(severe.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});
