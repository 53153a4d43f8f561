import type { Locator, Page } from '@playwright/test';
import { answerWithServerError, expect, gotoPage, test, waitForHydratedForm } from './support/fixtures';
import { application, fillForm } from './support/forms';

// A visitor on a phone: a long form, and an outcome that must not end up above the screen.
test.use({ viewport: { width: 390, height: 844 } });

/**
 * What a visitor sees, and a screen reader says, once a form is answered: a status or an alert
 * wholly on screen, its heading (or, without one, the message itself) holding the focus.
 */
async function expectOutcomeInView(page: Page, role: 'status' | 'alert', focused: { heading: string } | { text: string }): Promise<Locator> {
  const target =
    'heading' in focused ? page.getByRole('heading', { name: focused.heading, exact: true }) : page.getByText(focused.text, { exact: true });
  const outcome = page.getByRole(role).filter({ has: target });
  await expect(outcome).toHaveCount(1);
  await expect(outcome).toBeInViewport({ ratio: 1 });
  const inOutcome =
    'heading' in focused ? outcome.getByRole('heading', { name: focused.heading, exact: true }) : outcome.getByText(focused.text, { exact: true });
  await expect(inOutcome).toBeFocused();
  return outcome;
}

/** Fills a partner application and sends it from the submit button at the bottom of the form. */
async function sendApplication(page: Page, kind: 'host' | 'hotel' | 'cleaner', path: string, email: string) {
  await gotoPage(page, path);
  await fillForm(page, application(kind, email));
  await page.getByRole('button', { name: 'Submit Application' }).click();
}

test.describe('the outcome of a form, on a phone', () => {
  test('a hotel application ends on the thank-you panel, on screen and focused, with the way home', async ({ page }) => {
    await sendApplication(page, 'hotel', '/hotel-signup', `outcome-hotel-${Date.now()}@example.com`);
    const panel = await expectOutcomeInView(page, 'status', { heading: 'Application Submitted Successfully! 🎉' });
    await expect(panel.getByRole('link', { name: 'Return to Homepage' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('form', { name: 'Hotel application' })).toHaveCount(0);
  });

  test('a cleaner application ends on the confirmation, on screen and focused, with the way home', async ({ page }) => {
    await sendApplication(page, 'cleaner', '/cleaning-partner', `outcome-cleaner-${Date.now()}@example.com`);
    const panel = await expectOutcomeInView(page, 'status', { heading: 'Application Submitted!' });
    await expect(panel.getByRole('link', { name: 'Back to the homepage' })).toHaveAttribute('href', '/');
  });

  test('a host application is confirmed above the emptied form, with a link to what happens next', async ({ page }) => {
    await sendApplication(page, 'host', '/property-manager', `outcome-host-${Date.now()}@example.com`);
    const notice = await expectOutcomeInView(page, 'status', { heading: 'Application submitted successfully!' });
    await expect(page.getByLabel('First name')).toHaveValue('');
    await notice.getByRole('link', { name: 'What happens next' }).click();
    await expect(page.getByRole('heading', { name: 'Three Steps to a New Revenue Stream' })).toBeInViewport();
  });

  test('a contact message is confirmed above the emptied form, with a link to the blog', async ({ page }) => {
    await gotoPage(page, '/');
    await page.locator('#contact').scrollIntoViewIfNeeded();
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByLabel('Name').fill('Avery Phone');
    await form.getByLabel('Email').fill(`outcome-contact-${Date.now()}@example.com`);
    await form.getByLabel('Message').fill('Sent from a phone.');
    await form.getByRole('button', { name: 'Send Message' }).click();

    const notice = await expectOutcomeInView(page, 'status', { heading: 'Message sent!' });
    await expect(notice).toContainText("We'll get back to you as soon as possible.");
    await expect(notice.getByRole('link', { name: 'Read our blog meanwhile' })).toHaveAttribute('href', '/blog');
    await expect(form.getByLabel('Name')).toHaveValue('');
  });

  const FAILURES = [
    { kind: 'hotel', path: '/hotel-signup', endpoint: '/api/hotel-signup', focused: 'Error: Sign-ups are paused' },
    { kind: 'cleaner', path: '/cleaning-partner', endpoint: '/api/cleaner-signup', focused: 'Error' },
    { kind: 'host', path: '/property-manager', endpoint: '/api/host-application', focused: 'Error' },
  ] as const;

  for (const { kind, path, endpoint, focused } of FAILURES) {
    test(`a refused ${kind} application says so above the form, on screen and focused, and the form is kept`, async ({ page }) => {
      await answerWithServerError(page, endpoint, 'Sign-ups are paused');
      await sendApplication(page, kind, path, `outcome-${kind}-refused@example.com`);
      await expectOutcomeInView(page, 'alert', focused === 'Error' ? { heading: 'Error' } : { text: focused });
      await expect(page.getByLabel('Email', { exact: true })).toHaveValue(`outcome-${kind}-refused@example.com`);
    });
  }

  test('a contact message the server refuses says so above the form, on screen and focused', async ({ page }) => {
    await answerWithServerError(page, '/api/contact', 'Messages are paused');
    await gotoPage(page, '/');
    await page.locator('#contact').scrollIntoViewIfNeeded();
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByLabel('Name').fill('Avery Phone');
    await form.getByLabel('Email').fill('outcome-contact-refused@example.com');
    await form.getByLabel('Message').fill('Sent from a phone.');
    await form.getByRole('button', { name: 'Send Message' }).click();

    const alert = await expectOutcomeInView(page, 'alert', { heading: 'Error' });
    await expect(alert).toContainText('Messages are paused');
  });

  test('a driver whose details cannot be kept for payment is told so above the form, on screen and focused', async ({ page }) => {
    // A browser that refuses to keep anything for the session (a full or blocked storage).
    await page.addInitScript(() => {
      const setItem = Storage.prototype.setItem;
      Storage.prototype.setItem = function (this: Storage, key: string, value: string) {
        if (this === window.sessionStorage) throw new Error('The browser could not keep your details.');
        setItem.call(this, key, value);
      };
    });
    await gotoPage(page, '/drivers');
    await page.locator('#signup-form').scrollIntoViewIfNeeded();
    await waitForHydratedForm(page, 'driver');
    await page.getByLabel('First name', { exact: true }).fill('Dana');
    await page.getByLabel('Last name', { exact: true }).fill('Reyes');
    await page.getByLabel('Email', { exact: true }).fill('dana@example.com');
    await page.getByLabel('Phone number', { exact: true }).pressSequentially('2025550143');
    await page.getByLabel('Street address', { exact: true }).fill('1600 Pennsylvania Ave NW');
    await page.getByLabel('City', { exact: true }).fill('Washington');
    await page.getByLabel('State', { exact: true }).fill('DC');
    await page.getByLabel('ZIP code', { exact: true }).fill('20500');
    await page.getByRole('button', { name: 'Next' }).click();

    const alert = await expectOutcomeInView(page, 'alert', { heading: 'Error' });
    await expect(alert).toContainText('The browser could not keep your details.');
    await expect(page).toHaveURL(/\/drivers/);
  });

  test('a refused admin sign-in says so above the password, on screen and focused', async ({ page }) => {
    await gotoPage(page, '/admin');
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expectOutcomeInView(page, 'alert', { text: 'That password is not correct.' });
    await expect(page.getByLabel('Password')).toHaveAccessibleDescription('That password is not correct.');
  });
});
