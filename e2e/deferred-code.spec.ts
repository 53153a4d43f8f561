import { expect, expectContactStored, gotoPage, test, waitForAppReady, waitForHydratedForm } from './support/fixtures';

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

  test("no page loads the forms' validation library at start-up: it comes with a form, as the visitor nears it", async ({ page }) => {
    // zod's schemas keep their internals under this property name, minified or not.
    const ZOD_MARK = '._zod';
    let validationCode: string[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      // A script counts for the route being watched when it arrived, however long its body takes to read.
      const arrivedOn = validationCode;
      const body = await response.text().catch(() => '');
      if (body.includes(ZOD_MARK)) arrivedOn.push(new URL(response.url()).pathname);
    });
    await page.setViewportSize({ width: 390, height: 844 });
    const formsByRoute: readonly (readonly [string, string])[] = [
      ['/', 'contact'],
      ['/drivers', 'driver'],
      ['/property-manager', 'host'],
      ['/hotel-signup', 'hotel'],
      ['/cleaning-partner', 'cleaner'],
    ];
    for (const [route, form] of formsByRoute) {
      validationCode = [];
      await gotoPage(page, route);
      await waitForAppReady(page);
      await page.waitForLoadState('networkidle');
      expect(validationCode, route).toEqual([]);
      // The same watch sees the library arrive once the form is near.
      await page.locator(`form[data-form="${form}"]`).scrollIntoViewIfNeeded();
      await expect.poll(() => validationCode.length, { message: route }).toBeGreaterThan(0);
      // Every chunk of the form has come before the next route is watched.
      await waitForHydratedForm(page, form);
    }
  });

  test('a section link pressed before the section has its code keeps every section as the server sent it', async ({ page }) => {
    // The feature blocks' code never arrives; the press on their link is a plain link to #contact.
    await page.route('**/feature-block-list-*.js', () => {});
    await gotoPage(page, '/');
    await waitForAppReady(page);
    await page.getByRole('link', { name: 'Learn More About Hotel Solutions' }).click();
    await expect(page).toHaveURL(/\/#contact$/);
    // The section the link went to gets its code and is hydrated: the page has done what the
    // press set off, the router's new drawing of the sections included.
    await expect(page.locator('#contact [data-deferred-section]')).toHaveAttribute('data-hydrated', 'true');
    await expect(page.locator('#features [data-deferred-section]')).not.toHaveAttribute('data-hydrated');
    await expect(page.locator('#features #hotels')).toBeAttached();
    await expect(page.getByRole('link', { name: 'Sign Up as an Uber Driver' })).toBeAttached();
    await expect(page.getByRole('heading', { name: 'Get in Touch' })).toBeInViewport();
  });

  test('a message typed into a section drawn again from its server HTML, before its code arrives, is sent as typed', async ({ page }) => {
    // The feature blocks' code never arrives, and the contact form's only when the test lets it.
    await page.route('**/feature-block-list-*.js', () => {});
    let releaseForm = () => {};
    const formReleased = new Promise<void>((resolve) => (releaseForm = resolve));
    let formRequested = false;
    await page.route('**/contact-form-*.js', async (route) => {
      formRequested = true;
      await formReleased;
      await route.continue();
    });
    await gotoPage(page, '/');
    await waitForAppReady(page);
    // A plain link to #contact: the router hears it and draws the page's sections again.
    await page.getByRole('link', { name: 'Learn More About Hotel Solutions' }).click();
    await expect(page).toHaveURL(/\/#contact$/);
    await expect.poll(() => formRequested).toBe(true);

    const form = page.getByRole('form', { name: 'Contact form' });
    const email = `copy-${Date.now()}@example.com`;
    await form.getByLabel('Name').fill('Copy Visitor');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Message').fill('Typed while the form had no code.');
    await expect(page.locator('#contact [data-deferred-section]')).not.toHaveAttribute('data-hydrated');

    releaseForm();
    await expect(page.locator('#contact [data-deferred-section]')).toHaveAttribute('data-hydrated', 'true');
    await expect(form.getByLabel('Name')).toHaveValue('Copy Visitor');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Message sent!', { exact: true }).first()).toBeVisible();
    expectContactStored(email, { name: 'Copy Visitor', phone: '', message: 'Typed while the form had no code.' });
  });

  test('the page the server sent is hydrated, not drawn again', async ({ page }) => {
    await gotoPage(page, '/');
    const heading = await page.locator('main h1').elementHandle();
    await waitForAppReady(page);
    expect(await heading?.evaluate((element) => element.isConnected)).toBe(true);
  });
});

test.describe('a page drawn in the browser', () => {
  test('after a navigation, its deferred sections load their code at once, near the viewport or not', async ({ page }) => {
    await gotoPage(page, '/privacy');
    // A navigation inside the site, which needs the site's code to have started.
    await waitForAppReady(page);
    await page.getByRole('link', { name: 'Home', exact: true }).first().click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Transform Your Space');

    // The contact form is far below the top: with no server HTML to keep, it is drawn all the same.
    const section = page.locator('#contact [data-deferred-section]');
    await expect(section).toHaveAttribute('data-hydrated', 'true');
    await expect(section.getByLabel('Name')).toBeAttached();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("a legal page's link to the contact form stays on the form while the sections above it are drawn", async ({ page }) => {
    // The feature blocks above the form get their code once the page has scrolled the form into view.
    let formInView = () => {};
    const scrolledToForm = new Promise<void>((resolve) => (formInView = resolve));
    await page.route('**/feature-block-list-*.js', async (route) => {
      await scrolledToForm;
      await route.continue();
    });
    await page.exposeFunction('formInView', () => formInView());
    await gotoPage(page, '/privacy');
    await waitForAppReady(page);
    // Checked on every frame, not on scroll events alone: the move may scroll to the form
    // before the form is laid out where it ends up, with no scroll event after.
    await page.evaluate(() => {
      const check = () => {
        const box = document.getElementById('contact')?.getBoundingClientRect();
        // Any part of it in view: the move may leave its top a fraction of a pixel above.
        if (location.pathname === '/' && box && box.bottom > 0 && box.top < innerHeight)
          void (window as unknown as { formInView: () => Promise<void> }).formInView();
        else requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    });
    await page.getByRole('link', { name: 'contact form' }).click();
    await expect(page).toHaveURL(/\/#contact$/);
    await expect(page.locator('#features [data-deferred-section]')).toHaveAttribute('data-hydrated', 'true');
    await expect(page.getByRole('heading', { name: 'Get in Touch' })).toBeInViewport();
  });

  test("a legal page's link to the contact form reaches the form when the home page's code takes seconds to arrive", async ({ page }) => {
    await page.route('**/remotes/marketing/assets/home-page-*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2500));
      await route.continue();
    });
    await gotoPage(page, '/privacy');
    await waitForAppReady(page);
    await page.getByRole('link', { name: 'contact form' }).click();
    await expect(page).toHaveURL(/\/#contact$/);
    await expect(page.getByRole('heading', { name: 'Get in Touch' })).toBeInViewport({ timeout: 10_000 });
  });
});
