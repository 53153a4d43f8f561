import path from 'node:path';
import { test, expect, gotoPage, nextConsoleError, waitForAppReady } from './support/fixtures';
import { repoRoot, serveFolder, startSite } from './support/site-process';
import { OFFER_TEXT } from './support/offer';

const titles: Array<[string, string]> = [
  ['/', 'Minibar | Transform Your Space Into a Smart Convenience Store'],
  ['/privacy', 'Minibar | Privacy Policy'],
  ['/terms', 'Minibar | Terms of Service'],
  ['/cookies', 'Minibar | Cookie Policy'],
  ['/drivers', 'Minibar | Uber Driver Signup'],
  ['/uber-signup', 'Minibar | Uber Driver Signup'],
  ['/uber-payment', 'Minibar | Complete Your Payment'],
  ['/uber-payment-success', 'Minibar | Payment Success'],
  ['/property-manager', `Minibar | Property Manager Solutions - ${OFFER_TEXT.hostShare} Commission on Every Sale`],
  ['/hotel-signup', 'Minibar | Hotel Solutions'],
  ['/cleaning-partner', 'Minibar | Cleaner Partner Program'],
  ['/cleaner-signup', 'Minibar | Transform Your Space Into a Smart Convenience Store'],
  ['/blog', 'Minibar | Blog'],
  ['/admin', 'Minibar | Admin Dashboard'],
  ['/starter-kit-paywall', 'Minibar | Starter Kit Paywall'],
  ['/no-such-page', 'Minibar | Transform Your Space Into a Smart Convenience Store'],
];

test.describe('routes and page meta', () => {
  for (const [pathname, title] of titles) {
    test(`${pathname} has its title in the server HTML and in the browser`, async ({ page, request }) => {
      const html = await (await request.get(pathname)).text();
      expect(html).toContain(`<title>${title}</title>`);
      expect(html).toMatch(/<meta name="description" content="[^"]+"/);
      expect(html).toContain(`<meta property="og:title" content="${title}"`);

      await gotoPage(page, pathname);
      await expect(page).toHaveTitle(title);
      await expect(page.locator('main h1').first()).toBeVisible();
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
    });
  }

  test("the site's icons are PNG pictures at a tab's and a home screen's sizes", async ({ request }) => {
    const html = await (await request.get('/')).text();
    for (const [rel, size] of [
      ['icon', 48],
      ['apple-touch-icon', 180],
    ] as const) {
      const href = new RegExp(`<link rel="${rel}" href="([^"]+)"`).exec(html)?.[1];
      expect(href, rel).toBeTruthy();
      const res = await request.get(href ?? '');
      expect(res.status(), rel).toBe(200);
      expect(res.headers()['content-type'], rel).toBe('image/png');
      // A PNG's width and height are the header chunk's first two numbers.
      const png = await res.body();
      expect([png.readUInt32BE(16), png.readUInt32BE(20)], rel).toEqual([size, size]);
    }
  });

  test('an unknown path shows the home page', async ({ page }) => {
    await gotoPage(page, '/this/does/not/exist');
    await expect(page.getByRole('heading', { level: 1, name: 'Transform Your Space Into a Smart Convenience Store' })).toBeVisible();
  });

  test('client-side navigation updates the title and scrolls to the top', async ({ page }) => {
    await gotoPage(page, '/');
    // A visitor scrolls once the page shows; a wheel turned before the first paint moves nothing.
    await expect(page.locator('main h1').first()).toBeVisible();
    await expect(async () => {
      await page.mouse.wheel(0, 2500);
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    }).toPass();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Hotels' }).click();
    await expect(page).toHaveURL(/\/hotel-signup$/);
    await expect(page).toHaveTitle('Minibar | Hotel Solutions');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('navigation bar', () => {
  test('Pricing clicked on /blog lands on / with #pricing in view', async ({ page }) => {
    await gotoPage(page, '/blog');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL(/\/#pricing$/);
    await expect(page.locator('#pricing')).toBeInViewport();
  });

  test('Sign in opens the external sign-up in a new tab', async ({ page }) => {
    await gotoPage(page, '/');
    const signIn = page.getByRole('link', { name: 'Sign in' });
    await expect(signIn).toHaveAttribute('target', '_blank');
    await expect(signIn).toHaveAttribute('href', 'https://app.example.com/signup');
  });

  test('the logo goes home', async ({ page }) => {
    await gotoPage(page, '/terms');
    await page.getByRole('link', { name: 'Home', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('images', () => {
  test('an image that fails to load is hidden', async ({ page }) => {
    await page.route('**/remotes/marketing/assets/feature-rental-*.svg', (route) => route.fulfill({ status: 404, body: '' }));
    await gotoPage(page, '/');
    const picture = page.getByAltText(/A vacation rental living room/);
    // Drawn lazily: the browser asks for it once it comes near (and may have, and hidden it, already).
    await picture.evaluate((image) => image.scrollIntoView());
    await expect(picture).toBeHidden();
    await expect(page.getByAltText(/A hotel room with a self-service store cabinet/)).toBeVisible();
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the drawer's scroll lock adds its style with the page's nonce, and nothing on the page breaks the Content-Security-Policy", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const seen: string[] = [];
      Object.assign(window, { policyViolations: seen });
      document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.sample}`));
    });
    await gotoPage(page, '/');
    await waitForAppReady(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await expect(page.locator('body[data-scroll-locked]')).toBeAttached();
    // The inlined stylesheets are allowed by hash; only the style elements scripts add carry the nonce.
    const added = await page.evaluate(() => [...document.querySelectorAll<HTMLStyleElement>('style:not([data-href])')].map((style) => style.nonce));
    expect(added.length).toBeGreaterThan(0);
    expect(added.every(Boolean)).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { policyViolations: string[] }).policyViolations)).toEqual([]);
  });

  test('the items sit in a drawer that closes after a choice', async ({ page }) => {
    await gotoPage(page, '/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await drawer.getByRole('link', { name: 'Uber Drivers' }).click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/\/drivers$/);
  });

  test('the drawer opens from the keyboard, closes with Escape and gives focus back to the menu button', async ({ page }) => {
    await gotoPage(page, '/blog');
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    await menuButton.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    // While the drawer is open the rest of the page is hidden from assistive technology.
    await expect(page.locator('[data-site-nav] button[aria-haspopup="dialog"]')).toHaveAttribute('aria-expanded', 'true');
    await expect(drawer.getByRole('button', { name: 'Close menu' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(menuButton).toBeFocused();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  });

  test('a menu that cannot be fetched leaves the page as it was, and the next press opens it', async ({ page }) => {
    await gotoPage(page, '/blog');
    await page.route('**/mobile-drawer-*.js', (route) => route.abort());
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    const menuRefused = nextConsoleError(page, 'The menu could not be loaded.');
    await menuButton.click();
    await menuRefused;
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.unroute('**/mobile-drawer-*.js');
    await menuButton.click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  });

  test('a hash item in the drawer scrolls to its section', async ({ page }) => {
    await gotoPage(page, '/terms');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL(/\/#contact$/);
    await expect(page.locator('#contact')).toBeInViewport();
  });
});

test.describe('footer', () => {
  test('has the quick links, solutions, contact details and legal links', async ({ page }) => {
    await gotoPage(page, '/blog');
    const footer = page.getByRole('contentinfo');
    for (const name of ['Blog', 'Features', 'Pricing', 'Contact', 'Privacy Policy', 'Terms of Service', 'Cookie Policy']) {
      await expect(footer.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(footer.getByRole('link', { name: 'hello@example.com' })).toHaveAttribute('href', 'mailto:hello@example.com');
    await expect(footer.getByRole('link', { name: /on Facebook/ })).toBeVisible();
    await expect(footer).toContainText(/© \d{4} Minibar/);
  });
});

test.describe('toasts', () => {
  test("a remote's toast is shown by the shell's one toaster", async ({ page }) => {
    await gotoPage(page, '/drivers');
    // The form loads as it comes near the viewport.
    await page.locator('#signup-form').scrollIntoViewIfNeeded();
    await page.getByRole('button', { name: 'Next' }).click();
    const viewport = page.getByRole('region', { name: /Notification/ });
    await expect(viewport.getByText('Please fix the errors')).toBeVisible();
    await expect(viewport.getByText('Please fill out all required fields correctly.')).toBeVisible();
    await expect(viewport.locator('li')).toHaveCount(1);
  });
});

const remotes = [
  { dir: 'marketing', page: '/privacy', other: 'Uber Drivers' },
  { dir: 'blog', page: '/blog', other: 'Hotels' },
  { dir: 'driver-checkout', page: '/drivers', other: 'Blog' },
  { dir: 'partner-forms', page: '/hotel-signup', other: 'Blog' },
  { dir: 'admin', page: '/admin', other: 'Blog' },
];

test.describe('a remote that cannot load', () => {
  for (const remote of remotes) {
    test(`${remote.dir} blocked: its page shows a fallback while the rest works`, async ({ page }) => {
      await page.route(`**/remotes/${remote.dir}/**`, (route) => route.abort());
      await gotoPage(page, remote.page);
      await expect(page.getByText('This part of the site is temporarily unavailable')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: remote.other }).click();
      await expect(page.locator('main h1').first()).toBeVisible();
      await expect(page.getByText('This part of the site is temporarily unavailable')).toBeHidden();
    });
  }

  test('a remote that comes back is loaded by Try again, without a reload', async ({ page }) => {
    let blocked = true;
    await page.route('**/remotes/blog/**', (route) => (blocked ? route.abort() : route.continue()));
    await gotoPage(page, '/blog');
    await expect(page.getByText('This part of the site is temporarily unavailable')).toBeVisible();
    blocked = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('This part of the site is temporarily unavailable')).toBeHidden();
  });
});

test.describe('bad remote configuration', () => {
  test('a malformed /remotes.json is reported once and shown as the fallback, never a blank page', async ({ page }) => {
    // The page as a client-rendered shell would get it (no server-rendered state).
    await page.route(
      (url) => url.pathname === '/privacy',
      async (route) => {
        const response = await route.fetch();
        const html = (await response.text())
          .replace(/<script type="application\/json" id="ssr-state">[\s\S]*?<\/script>/, '')
          .replace(/<div id="root">[\s\S]*<\/div>(\s*<\/body>)/, '<div id="root"></div>$1');
        await route.fulfill({ response, body: html });
      },
    );
    await page.route('**/remotes.json', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '["not", "remotes"]' }));
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && message.text().includes('remotes.json')) errors.push(message.text());
    });
    await gotoPage(page, '/privacy');
    await expect(page.getByText('This part of the site is temporarily unavailable')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    expect(errors).toHaveLength(1);
  });
});

test.describe('independent deployment', () => {
  test('each remote served from its own origin and the shell from another', async ({ page }) => {
    // It starts a site process and four file servers of its own before the first page.
    test.slow();
    const folders = { marketing: 'mfe-marketing', blog: 'mfe-blog', driverCheckout: 'mfe-driver-checkout', partnerForms: 'mfe-partner-forms' };
    const servers = await Promise.all(Object.values(folders).map((folder) => serveFolder(path.join(repoRoot, folder, 'dist'))));
    const [marketing, blog, driverCheckout, partnerForms] = servers;
    const site = await startSite({
      REMOTE_URL_MARKETING: `${marketing!.origin}/remoteEntry.js`,
      REMOTE_URL_BLOG: `${blog!.origin}/remoteEntry.js`,
      REMOTE_URL_DRIVER_CHECKOUT: `${driverCheckout!.origin}/remoteEntry.js`,
      REMOTE_URL_PARTNER_FORMS: `${partnerForms!.origin}/remoteEntry.js`,
    });
    try {
      const origins = new Set<string>();
      page.on('requestfinished', (request) => origins.add(new URL(request.url()).origin));
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));

      await gotoPage(page, `${site.origin}/`);
      // About loading remotes from their origins: the first page's code must have arrived.
      await waitForAppReady(page);
      await expect(page.getByRole('heading', { level: 1, name: 'Transform Your Space Into a Smart Convenience Store' })).toBeVisible();
      expect(origins).toContain(marketing!.origin);
      for (const [label, pathname, remote] of [
        ['Blog', '/blog', blog!],
        ['Uber Drivers', '/drivers', driverCheckout!],
        ['Hotels', '/hotel-signup', partnerForms!],
      ] as const) {
        await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: label }).click();
        await expect(page).toHaveURL(`${site.origin}${pathname}`);
        // The page's code comes from its remote's own origin.
        await expect.poll(() => origins.has(remote.origin)).toBe(true);
        await expect(page.locator('main h1').first()).toBeVisible();
        await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
      }
      expect(errors).toEqual([]);
    } finally {
      await site.stop();
      await Promise.all(servers.map((s) => s.close()));
    }
  });
});
