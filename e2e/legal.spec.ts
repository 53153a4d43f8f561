import AxeBuilder from '@axe-core/playwright';
import { test, expect, gotoPage } from './support/fixtures';

const legalPages = [
  { path: '/privacy', title: 'Privacy Policy', mentions: [/Stripe/, /California/, /session storage/] },
  { path: '/terms', title: 'Terms of Service', mentions: [/Stripe/, /STOP/, /Earnings estimates/] },
  { path: '/cookies', title: 'Cookie Policy', mentions: [/session storage/i, /__stripe_mid/, /data layer/] },
];

for (const legal of legalPages) {
  test.describe(legal.title, () => {
    test('opens at the top, dated today, with its policy text and a link to the contact form', async ({ page }) => {
      await gotoPage(page, legal.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(legal.title);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);

      const today = await page.evaluate(() => new Date().toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' }));
      await expect(page.getByText(/^Last updated:/)).toHaveText(`Last updated: ${today}`);
      for (const mention of legal.mentions) await expect(page.locator('main article')).toContainText(mention);

      const contactLink = page.getByRole('link', { name: 'contact form' });
      await expect(contactLink).toHaveAttribute('href', '/#contact');
      await contactLink.click();
      await expect(page).toHaveURL(/\/#contact$/);
      await expect(page.getByRole('heading', { name: 'Get in Touch' })).toBeInViewport();
    });

    // The page's own content; the shell's header and footer are covered by the shell's suite.
    test('has no serious or critical accessibility violations', async ({ page }) => {
      await gotoPage(page, legal.path);
      await expect(page.getByText(/^Last updated: \w+/)).toBeVisible();
      const { violations } = await new AxeBuilder({ page }).include('main').analyze();
      const severe = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(severe.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  });
}
