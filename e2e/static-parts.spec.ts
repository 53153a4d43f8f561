import { expect, gotoPage, test, waitForAppReady } from './support/fixtures';
import { consoleProblems } from './support/console-problems';

/** Elements inside the page's static parts that React has taken over (it marks each with its own property). */
function hydratedInsideStaticParts(): number {
  return [...document.querySelectorAll('[data-static-part] *')].filter((element) => Object.keys(element).some((key) => key.startsWith('__react')))
    .length;
}

test.describe('parts of a page that never respond', () => {
  for (const route of ['/', '/drivers', '/property-manager', '/blog/increase-revenue-smart-minibars', '/privacy']) {
    test(`${route}: its static sections stay the server's HTML, never hydrated, while the rest responds`, async ({ page }) => {
      const problems = consoleProblems(page);
      await gotoPage(page, route);
      await waitForAppReady(page);
      expect(await page.locator('[data-static-part]').count()).toBeGreaterThan(2);
      await expect(page.locator('[data-static-part]').first()).not.toBeEmpty();
      expect(await page.evaluate(hydratedInsideStaticParts)).toBe(0);
      // The header outside them is hydrated: its menu opens on a phone.
      await page.setViewportSize({ width: 390, height: 844 });
      await page.getByRole('button', { name: /menu/i }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      expect(problems).toEqual([]);
    });
  }

  test('a link in a static part moves to its page through the site, without loading it again, and the page is whole', async ({ page }) => {
    const problems = consoleProblems(page);
    await gotoPage(page, '/');
    await waitForAppReady(page);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    // The browser rendered this page itself: its static parts hold their content.
    await expect(page.getByRole('region', { name: 'Privacy Policy text' }).getByRole('heading', { level: 2 }).first()).toBeVisible();
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);

    await page.getByRole('contentinfo').getByRole('link', { name: 'For Uber Drivers' }).click();
    await expect(page).toHaveURL(/\/drivers$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Turn Your Back Seat Into a Mini Store' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Start Earning in Four Simple Steps' })).toBeVisible();
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(problems).toEqual([]);
  });
});
