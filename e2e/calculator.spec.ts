import type { Page } from '@playwright/test';
import { expect, gotoPage, test } from './support/fixtures';
import { OFFER_TEXT } from './support/offer';

test.use({ viewport: { width: 390, height: 844 } });

/** The property calculator, once its code runs (its tab list is then a working tab list). */
async function openPropertyCalculator(page: Page) {
  await gotoPage(page, '/');
  await page.locator('#pricing').scrollIntoViewIfNeeded();
  await expect(page.locator('#pricing [data-deferred-section][data-hydrated]')).toHaveCount(1);
  return page.getByRole('tabpanel', { name: 'Rental properties' });
}

const OUT_OF_RANGE = 'Enter a whole number from 1 to 10,000.';

test.describe('the number of Airbnbs typed into the property calculator', () => {
  test('can be emptied and typed afresh: Backspace then 12 gives 12 Airbnbs', async ({ page }) => {
    const calculator = await openPropertyCalculator(page);
    const box = calculator.getByRole('spinbutton', { name: 'Exact number of Airbnbs' });
    await box.click();
    await box.press('End');
    await box.press('Backspace');
    await expect(box).toHaveValue('');
    await expect(calculator.getByText(OUT_OF_RANGE)).toHaveCount(0);
    await expect(calculator.getByTestId('annual-earnings')).toHaveText(OFFER_TEXT.propertyDefault);

    await box.pressSequentially('12');
    await expect(box).toHaveValue('12');
    await expect(calculator.getByTestId('annual-earnings')).toHaveText('$72,000');
    await expect(calculator.getByRole('slider', { name: 'Number of Airbnbs' })).toHaveValue('12');
  });

  for (const typed of ['0', '10001', '2.5']) {
    test(`keeps ${typed} in the box with a short message beside it, and the last good result`, async ({ page }) => {
      const calculator = await openPropertyCalculator(page);
      const box = calculator.getByRole('spinbutton', { name: 'Exact number of Airbnbs' });
      await box.fill('3');
      await expect(calculator.getByTestId('annual-earnings')).toHaveText('$18,000');

      await box.fill(typed);
      await expect(box).toHaveValue(typed);
      await expect(box).toHaveAccessibleDescription(OUT_OF_RANGE);
      await expect(calculator.getByText(OUT_OF_RANGE)).toBeVisible();
      await expect(calculator.getByTestId('annual-earnings')).toHaveText('$18,000');

      await box.fill('4');
      await expect(calculator.getByText(OUT_OF_RANGE)).toHaveCount(0);
      await expect(box).not.toHaveAttribute('aria-describedby');
      await expect(calculator.getByTestId('annual-earnings')).toHaveText('$24,000');
    });
  }

  test('says what it takes when the box is left empty, and keeps the last good result', async ({ page }) => {
    const calculator = await openPropertyCalculator(page);
    const box = calculator.getByRole('spinbutton', { name: 'Exact number of Airbnbs' });
    await box.fill('');
    await box.blur();
    await expect(box).toHaveAccessibleDescription(OUT_OF_RANGE);
    await expect(calculator.getByTestId('annual-earnings')).toHaveText(OFFER_TEXT.propertyDefault);
  });
});
