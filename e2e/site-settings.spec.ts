import { expect, test, waitForAppReady } from './support/fixtures';
import { startSite } from './support/site-process';

test.describe('a site whose contact details and links are not configured', () => {
  test('shows no control that would lead to an example address, and says at start which settings are missing', async ({ page }) => {
    const site = await startSite({ RENDER_DEADLINE_MS: '30000' });
    try {
      await page.goto(`${site.origin}/`);
      await waitForAppReady(page);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('a[href*="example."]')).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Get Started' })).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
      await expect(page.getByRole('link', { name: /Play the video/ })).toHaveCount(0);
      await expect(page.getByRole('contentinfo').getByRole('heading', { name: 'Contact' })).toHaveCount(0);
      // Without a video, "See How It Works" goes to the steps themselves.
      await page.getByRole('link', { name: 'See How It Works' }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(page.getByRole('heading', { name: 'From Box to Payout in Four Steps' })).toBeInViewport();

      for (const variable of [
        'SITE_EMAIL',
        'SITE_PHONE',
        'SITE_SIGNUP_URL',
        'SITE_VIDEO_URL',
        'SITE_FACEBOOK_URL',
        'SITE_INSTAGRAM_URL',
        'SITE_LINKEDIN_URL',
      ]) {
        expect(site.log()).toContain(variable);
      }
      expect(site.log().match(/Site settings not configured/g)).toHaveLength(1);
    } finally {
      await site.stop();
    }
  });
});
