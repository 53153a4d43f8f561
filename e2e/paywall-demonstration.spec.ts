import { expect, gotoPage, test, waitForAppReady } from './support/fixtures';
import { consoleProblems } from './support/console-problems';

test.describe('/starter-kit-paywall is marked as a demonstration', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('says at the top of the page and beside the button that no payment is taken', async ({ page }) => {
    const problems = consoleProblems(page);
    await gotoPage(page, '/starter-kit-paywall');
    const notice = page.getByRole('complementary', { name: 'This page is a demonstration' });
    await expect(notice).toBeInViewport();
    await expect(notice).toContainText('No payment is taken');

    const buy = page.getByRole('button', { name: 'Complete Purchase' });
    await expect(buy).toHaveAccessibleDescription('Demonstration only: no payment is taken.');
    await buy.scrollIntoViewIfNeeded();
    await expect(page.getByText('Demonstration only: no payment is taken.')).toBeInViewport();
    await waitForAppReady(page);
    expect(problems).toEqual([]);
  });

  test('keeps the demonstration on the success screen', async ({ page }) => {
    await gotoPage(page, '/starter-kit-paywall');
    await page.getByRole('radio', { name: 'PayPal' }).check();
    await page.getByRole('button', { name: 'Complete Purchase' }).click();
    await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'This page is a demonstration' })).toBeVisible();
  });

  test('is kept out of search results: noindex in the server HTML, and out of the sitemap', async ({ request }) => {
    const html = await (await request.get('/starter-kit-paywall')).text();
    expect(html).toContain('<meta name="robots" content="noindex" />');
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain('/drivers</loc>');
    expect(sitemap).not.toContain('starter-kit-paywall');
  });

  test('carries noindex after moves inside the site, and only while it is shown', async ({ page }) => {
    await gotoPage(page, '/starter-kit-paywall');
    await waitForAppReady(page);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await page.getByRole('link', { name: 'Home', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    await page.goBack();
    await expect(page).toHaveURL(/\/starter-kit-paywall$/);
    await expect(page.getByRole('complementary', { name: 'This page is a demonstration' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });
});
