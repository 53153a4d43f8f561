import { answerWithServerError, expect, gotoPage, seriousAccessibilityFindings, test } from './support/fixtures';
import { application, fillForm } from './support/forms';

/**
 * The three partner application forms: where each lives, where it posts, and how it tells the
 * visitor that the server failed (texts matched in full, or a pattern for a text inside a line).
 */
const PARTNER_FORMS = [
  {
    kind: 'host',
    path: '/property-manager',
    endpoint: '/api/host-application',
    serverMessage: 'Applications are paused',
    failure: "shows an 'Error' toast with the server's message",
    shown: ['Applications are paused', 'Error'],
    kept: 'First name',
  },
  {
    kind: 'hotel',
    path: '/hotel-signup',
    endpoint: '/api/hotel-signup',
    serverMessage: 'Sign-ups are paused',
    failure: "is shown inline after 'Error:' and in the 'Error submitting application' toast",
    shown: [/Error: Sign-ups are paused/, 'Error submitting application'],
    kept: 'Hotel name',
  },
  {
    kind: 'cleaner',
    path: '/cleaning-partner',
    endpoint: '/api/cleaner-signup',
    serverMessage: 'down',
    failure: 'shows the error toast and keeps the form',
    shown: ['There was a problem submitting your application. Please try again.'],
    kept: 'Full name',
  },
] as const;

test.describe('partner application forms', () => {
  for (const form of PARTNER_FORMS) {
    test(`${form.path}: a server failure ${form.failure}`, async ({ page }) => {
      const filled = application(form.kind, `${form.kind}-error@example.com`);
      await answerWithServerError(page, form.endpoint, form.serverMessage);
      await gotoPage(page, form.path);
      await fillForm(page, filled);
      await page.getByRole('button', { name: 'Submit Application' }).click();
      for (const text of form.shown) await expect(page.getByText(text, { exact: typeof text === 'string' }).first()).toBeVisible();
      await expect(page.getByRole('button', { name: 'Submit Application' })).toBeEnabled();
      await expect(page.getByLabel(form.kept)).toHaveValue(filled[form.kept] as string);
    });

    test(`${form.path} has no serious or critical accessibility findings`, async ({ page }) => {
      await gotoPage(page, form.path);
      await expect(page.getByRole('button', { name: 'Submit Application' })).toBeAttached();
      expect(await seriousAccessibilityFindings(page)).toEqual([]);
    });
  }
});

test.describe("the partner heroes' looping clips", () => {
  const CLIPS = [
    { path: '/property-manager', name: "A guest scans the mini store's QR code on a rental's counter and pays on their phone.", shown: '.appear' },
    {
      path: '/hotel-signup',
      name: 'A guest takes an item from the in-room mini store, scans its barcode and pays on their phone.',
      shown: '.appear',
    },
  ];

  for (const { path, name, shown } of CLIPS) {
    test(`${path}: the clip moves, and stands still showing the payment for a visitor who prefers less motion`, async ({ page }) => {
      await gotoPage(page, path);
      const clip = page.getByRole('img', { name });
      await expect(clip).toBeVisible();
      expect(await clip.locator('.float').evaluate((part) => part.getAnimations().length)).toBe(1);

      await page.emulateMedia({ reducedMotion: 'reduce' });
      await expect(clip.locator('.float')).toHaveCSS('animation-name', 'none');
      await expect(clip.locator(shown)).toHaveCSS('opacity', '1');
    });
  }
});
