import { expect, gotoPage, test, waitForAppReady } from './support/fixtures';
import { consoleProblems } from './support/console-problems';
import { OFFER_TEXT } from './support/offer';

test.describe('controls that go somewhere, without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  const JUMPS = [
    { path: '/property-manager', link: 'Claim Your Free Kit', hash: '#host-application', arrives: 'Host Application Form' },
    { path: '/hotel-signup', link: 'Sign Up Now', hash: '#signup-form', arrives: 'Apply for Your Hotel' },
    { path: '/drivers', link: 'Get Your Starter Kit', hash: '#signup-form', arrives: 'Get Your Starter Kit' },
    { path: '/', link: 'See How It Works', hash: '#how-it-works', arrives: 'From Box to Payout in Four Steps' },
  ] as const;

  for (const { path, link, hash, arrives } of JUMPS) {
    test(`${path}: "${link}" is a link that takes the visitor to ${hash}`, async ({ page }) => {
      await page.goto(path);
      await page.getByRole('link', { name: link, exact: true }).first().click();
      await expect(page).toHaveURL(new RegExp(`${path === '/' ? '/' : path}${hash}$`));
      await expect(page.getByRole('heading', { name: arrives, exact: true })).toBeInViewport();
    });
  }

  test("the how-it-works play button is a link to the video's own page, in a new tab", async ({ page }) => {
    await page.goto('/');
    const play = page.getByRole('link', { name: /Play the video/ });
    await expect(play).toHaveAttribute('href', 'https://video.example.com/embed/how-it-works');
    await expect(play).toHaveAttribute('target', '_blank');
  });

  test('the home page shows both calculators with their default results, each under its name', async ({ page }) => {
    await page.goto('/');
    const pricing = page.locator('#pricing');
    await expect(pricing.getByRole('tab')).toHaveCount(0);
    await expect(pricing.getByRole('heading', { name: 'Rental properties' })).toBeVisible();
    await expect(pricing.getByRole('heading', { name: 'Rideshare drivers' })).toBeVisible();
    await expect(pricing.getByTestId('annual-earnings')).toHaveText([OFFER_TEXT.propertyDefault, OFFER_TEXT.rideshareDefault]);
    for (const slider of ['Number of Airbnbs', 'Rides per day', 'Days driven per week', 'Average passenger spend']) {
      await expect(pricing.getByRole('slider', { name: slider })).toBeVisible();
    }
    await expect(pricing.getByText(`about ${OFFER_TEXT.rideshareRule} annually`)).toBeVisible();
  });

  test("the drivers' catalogue shows every category's products, each product once", async ({ page }) => {
    await page.goto('/drivers');
    const catalogue = page.locator('section', { has: page.getByRole('heading', { name: 'What Riders Buy From Your Seatback' }) });
    await expect(catalogue.getByRole('tab')).toHaveCount(0);
    for (const category of ['Chips & Snacks', 'Cookies', 'Energy', 'Health']) {
      await expect(catalogue.getByRole('heading', { name: category, exact: true })).toBeVisible();
    }
    await expect(catalogue.getByRole('article')).toHaveCount(17);
    await expect(catalogue.getByRole('heading', { name: 'Tylenol Extra Strength' })).toBeVisible();
  });

  test('the driver form says once that paying needs JavaScript, before and after Next', async ({ page }) => {
    await page.goto('/drivers');
    await expect(page.getByText(/Paying for your Starter Kit needs JavaScript/)).toHaveCount(1);
    await page.getByLabel('First name', { exact: true }).fill('Dana');
    await Promise.all([page.waitForURL(/#signup-form$/), page.getByRole('button', { name: 'Next' }).click()]);
    await expect(page.getByText(/Paying for your Starter Kit needs JavaScript/)).toHaveCount(1);
    await expect(page.getByText(/press Next again; what you filled in is kept below/)).toBeVisible();
    await expect(page.getByLabel('First name', { exact: true })).toHaveValue('Dana');
  });
});

test.describe('the same controls once the scripts run', () => {
  test('See How It Works opens the video dialog and the calculators are tabs, the property one first', async ({ page }) => {
    const problems = consoleProblems(page);
    await gotoPage(page, '/');
    await waitForAppReady(page);
    await page.getByRole('link', { name: 'See How It Works' }).click();
    await expect(page.getByRole('dialog', { name: /How Minibar works/ })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await page.keyboard.press('Escape');

    await page.locator('#pricing').scrollIntoViewIfNeeded();
    await expect(page.locator('#pricing [data-deferred-section][data-hydrated]')).toHaveCount(1);
    const pricing = page.locator('#pricing');
    await expect(pricing.getByRole('tab', { name: 'Rental properties' })).toHaveAttribute('aria-selected', 'true');
    await expect(pricing.getByRole('tabpanel')).toHaveCount(1);
    await expect(pricing.getByRole('heading', { name: 'Rental properties' })).toBeHidden();
    await pricing.getByRole('tab', { name: 'Rideshare drivers' }).click();
    await expect(pricing.getByRole('tabpanel', { name: 'Rideshare drivers' }).getByTestId('annual-earnings')).toHaveText(OFFER_TEXT.rideshareDefault);
    await expect(pricing.getByRole('slider', { name: 'Number of Airbnbs' })).toBeHidden();
    expect(problems).toEqual([]);
  });

  test('the hero links of the partner and driver pages scroll to their forms, and the catalogue tabs filter', async ({ page }) => {
    const problems = consoleProblems(page);
    for (const { path, link, arrives } of [
      { path: '/property-manager', link: 'Claim Your Free Kit', arrives: 'Host Application Form' },
      { path: '/hotel-signup', link: 'Sign Up Now', arrives: 'Apply for Your Hotel' },
      { path: '/drivers', link: 'Get Your Starter Kit', arrives: 'Get Your Starter Kit' },
    ]) {
      await gotoPage(page, path);
      await waitForAppReady(page);
      await page.getByRole('link', { name: link, exact: true }).first().click();
      await expect(page.getByRole('heading', { name: arrives, exact: true })).toBeInViewport();
    }
    const catalogue = page.locator('section', { has: page.getByRole('heading', { name: 'What Riders Buy From Your Seatback' }) });
    await catalogue.scrollIntoViewIfNeeded();
    await expect(catalogue.locator('[data-deferred-section][data-hydrated]')).toHaveCount(1);
    await catalogue.getByRole('tab', { name: /Cookies/ }).click();
    await expect(catalogue.getByRole('article')).toHaveCount(3);
    expect(problems).toEqual([]);
  });
});
