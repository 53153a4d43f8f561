import { expect, gotoPage, test, waitForAppReady } from './support/fixtures';

// Start-up tests: they are about what the page loads once its scripts have started.
test.describe('code of a part the visitor has not come near', () => {
  test('the contact form keeps its server HTML and loads its code only as the visitor scrolls to it', async ({ page }) => {
    const formCode: string[] = [];
    page.on('request', (request) => {
      if (/\/contact-form-[\w-]+\.js$/.test(request.url())) formCode.push(request.url());
    });
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoPage(page, '/');
    await waitForAppReady(page);
    await page.waitForLoadState('networkidle');

    const section = page.locator('#contact [data-deferred-section]');
    const form = section.locator('form[data-form="contact"]');
    await expect(form.getByLabel('Name')).toBeAttached();
    await expect(section).not.toHaveAttribute('data-hydrated');
    expect(formCode).toEqual([]);

    await page.locator('#contact').scrollIntoViewIfNeeded();
    await expect(section).toHaveAttribute('data-hydrated', 'true');
    expect(formCode).toHaveLength(1);
    await form.getByLabel('Name').fill('Near Enough');
    await expect(form.getByLabel('Name')).toHaveValue('Near Enough');
  });

  test('the page the server sent is hydrated, not drawn again', async ({ page }) => {
    await gotoPage(page, '/');
    const heading = await page.locator('main h1').elementHandle();
    await waitForAppReady(page);
    expect(await heading?.evaluate((element) => element.isConnected)).toBe(true);
  });
});
