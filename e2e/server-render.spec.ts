import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test, expect, gotoPage, waitForAppReady } from './support/fixtures';
import { freePort, repoRoot, serveFolder, startSite } from './support/site-process';
import { SITE_PAGES } from './support/site-pages';

const routes = [...SITE_PAGES, '/blog/increase-revenue-smart-minibars'];

function rootHtml(html: string): string {
  const start = html.indexOf('<div id="root">');
  return start === -1 ? '' : html.slice(start);
}

test.describe('server-rendered HTML', () => {
  for (const pathname of routes) {
    test(`${pathname} arrives with the layout and its main heading`, async ({ request }) => {
      const html = rootHtml(await (await request.get(pathname)).text());
      expect(html).toMatch(/<header[^>]*data-site-nav/);
      expect(html).toMatch(/<main[^>]*>[\s\S]*<h1[\s>]/);
      expect(html).toContain('<footer');
      expect(html).not.toContain('temporarily unavailable');
    });
  }

  test("links no script: once painted, the page fetches the modules it lists, the code the entry imports and the page's remote among them", async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/')).text();
    expect(html).not.toMatch(/<script[^>]*\ssrc=/);
    expect(html).not.toContain('rel="modulepreload"');
    const listed = (id: string): unknown => JSON.parse(new RegExp(`<script type="application/json" id="${id}">([^<]*)</script>`).exec(html)![1]!);
    const app = listed('app-scripts') as { entry: string; modules: string[] };
    const pageModules = listed('page-modules') as string[];
    // The site's code, which the entry imports once React DOM has started, is asked for with the entry.
    const entryCode = await (await request.get(app.entry)).text();
    const importedByEntry = [...entryCode.matchAll(/import\(`\.\/([^`]+\.js)`\)/g)].map(
      (match) => new URL(match[1]!, new URL(app.entry, 'http://site')).pathname,
    );
    expect(importedByEntry.length).toBeGreaterThan(0);
    for (const href of importedByEntry) expect(app.modules).toContain(href);
    expect(pageModules.some((href) => href.startsWith('/remotes/marketing/'))).toBe(true);

    const requested = new Set<string>();
    page.on('request', (r) => requested.add(new URL(r.url()).pathname));
    await page.goto('/');
    await waitForAppReady(page);
    for (const href of [app.entry, ...app.modules, ...pageModules]) expect(requested).toContain(href);
  });

  test("fetches no stylesheet on a first visit: the page's styles are in its HTML, and its code does not fetch them again", async ({ page }) => {
    const stylesheets: string[] = [];
    page.on('request', (r) => r.resourceType() === 'stylesheet' && stylesheets.push(new URL(r.url()).pathname));
    await page.goto('/hotel-signup');
    await waitForAppReady(page);
    await expect(page.getByRole('button', { name: 'Submit Application' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(stylesheets).toEqual([]);

    // A page reached inside the site was not in that HTML: its stylesheet is fetched then.
    await page.getByRole('link', { name: 'Uber Drivers' }).first().click();
    await expect(page).toHaveURL(/\/drivers$/);
    await expect.poll(() => stylesheets.some((href) => href.startsWith('/remotes/driver-checkout/'))).toBe(true);
  });

  test('hydrates every main route without errors and keeps working', async ({ page }) => {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error' && /hydrat|#418|#423|#425/i.test(message.text())) problems.push(message.text());
    });
    for (const pathname of ['/', '/blog', '/drivers', '/property-manager', '/hotel-signup', '/cleaning-partner', '/privacy']) {
      await gotoPage(page, pathname);
      await expect(page.locator('main h1').first()).toBeVisible();
    }
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    expect(problems).toEqual([]);
  });

  test('reads correctly with JavaScript turned off', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/property-manager');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    // Styled, not raw HTML: the navigation bar is fixed at the top.
    expect(await page.locator('header[data-site-nav]').evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
    await context.close();
  });
});

test.describe('remotes deployed on their own', () => {
  test('a remote that is down costs one bounded wait, then pages answer at once with the fallback', async () => {
    const closedPort = await freePort();
    const site = await startSite({ REMOTE_URL_BLOG: `http://127.0.0.1:${closedPort}/remoteEntry.js` });
    try {
      let started = Date.now();
      const first = await fetch(`${site.origin}/blog`);
      const firstMs = Date.now() - started;
      expect(first.status).toBe(200);
      const html = await first.text();
      expect(html).toContain('temporarily unavailable');
      expect(html).toMatch(/<header[^>]*data-site-nav/);
      expect(firstMs).toBeLessThan(6000);

      started = Date.now();
      const home = await fetch(`${site.origin}/`);
      expect(rootHtml(await home.text())).toMatch(/<h1[\s>]/);
    } finally {
      await site.stop();
    }
  });

  test('a redeployed remote is served in its new version within seconds, without a restart', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'minibar-blog-deploy-'));
    fs.cpSync(path.join(repoRoot, 'mfe-blog', 'dist'), folder, { recursive: true });
    const cdn = await serveFolder(folder);
    // The first render fetches the blog's server code and starts it: on a busy machine that can
    // outlast the deadline of an everyday render, and the page would be drawn in the browser.
    const site = await startSite({ REMOTE_URL_BLOG: `${cdn.origin}/remoteEntry.js`, RENDER_DEADLINE_MS: '30000' });
    try {
      const before = await (await fetch(`${site.origin}/blog`)).text();
      const heading = /<h1[^>]*>([^<]+)<\/h1>/.exec(rootHtml(before))?.[1];
      expect(heading).toBeTruthy();

      // The new build: the same files with another heading, and a new manifest.
      const jsFiles = fs.readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.js'));
      let changed = 0;
      for (const file of jsFiles) {
        const full = path.join(folder, file);
        const text = fs.readFileSync(full, 'utf8');
        if (text.includes(heading!)) {
          fs.writeFileSync(full, text.replaceAll(heading!, 'Freshly deployed articles'));
          changed += 1;
        }
      }
      expect(changed).toBeGreaterThan(0);
      const manifest = path.join(folder, 'mf-manifest.json');
      const manifestText = fs.readFileSync(manifest, 'utf8');
      const buildVersion = /"buildVersion":"[^"]+"/;
      expect(manifestText).toMatch(buildVersion);
      fs.writeFileSync(manifest, manifestText.replace(buildVersion, '"buildVersion":"redeployed"'));

      await expect
        .poll(async () => (await (await fetch(`${site.origin}/blog`)).text()).includes('Freshly deployed articles'), { timeout: 15_000 })
        .toBe(true);
    } finally {
      await site.stop();
      await cdn.close();
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });
});
