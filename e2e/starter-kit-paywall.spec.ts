import AxeBuilder from '@axe-core/playwright';
import { expect, gotoPage, pauseClock, test } from './support/fixtures';
import { OFFER_TEXT } from './support/offer';

test.describe('/starter-kit-paywall', () => {
  test('completes a simulated purchase once a method is chosen: processing with the choice locked, then paid, without calling the API', async ({
    page,
  }) => {
    await page.clock.install();
    await gotoPage(page, '/starter-kit-paywall');
    for (const item of ['Branded seatback display stand', 'Digital QR payment system', 'Restocking guide']) {
      await expect(page.getByText(item)).toBeVisible();
    }
    await expect(page.getByText(`Earn up to ${OFFER_TEXT.driverMonthlyUpTo} per month`)).toBeVisible();
    await expect(page.getByText('200% return')).toBeVisible();
    const buy = page.getByRole('button', { name: 'Complete Purchase' });
    await expect(buy).toBeDisabled();

    await page.getByRole('radio', { name: 'PayPal' }).check();
    await expect(buy).toBeEnabled();

    const apiCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(request.url());
    });
    // The purchase processes for a while on the page's clock: stopped, it stays processing.
    await pauseClock(page);
    await buy.click();
    await expect(page.getByRole('button', { name: 'Processing...' })).toBeDisabled();
    await expect(page.getByRole('radio', { name: 'PayPal' })).toBeDisabled();
    await page.clock.resume();
    await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Return to Homepage' })).toHaveAttribute('href', '/');
    expect(apiCalls).toEqual([]);
  });

  test('has no serious or critical accessibility violations', async ({ page }) => {
    await gotoPage(page, '/starter-kit-paywall');
    await page.getByRole('radio', { name: 'Credit or Debit Card' }).check();
    // The remote's content; the shell's header and footer are checked by the shell's own suite.
    const results = await new AxeBuilder({ page }).include('main').analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});
