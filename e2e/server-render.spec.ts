import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test, expect, gotoPage, waitForAppReady } from './support/fixtures';
import { repoRoot, serveFolder, serveFolderHeld, startSite } from './support/site-process';
import { SITE_PAGES } from './support/site-pages';

const routes = [...SITE_PAGES, '/blog/increase-revenue-smart-minibars'];

function rootHtml(html: string): string {
  const start = html.indexOf('<div id="root">');
  return start === -1 ? '' : html.slice(start);
}

/** The text of the page's first h1. */
function mainHeading(html: string): string | undefined {
  return /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1]?.trim();
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

  for (const pathname of ['/', '/drivers']) {
    test(`${pathname} declares its character set, viewport and first paint before any script`, async ({ request }) => {
      const html = await (await request.get(pathname)).text();
      const head = html.slice(0, html.indexOf('</head>'));
      // A browser reads the character set only from the first 1024 bytes.
      expect(html.slice(0, 1024)).toContain('<meta charset="UTF-8" />');
      const firstScript = head.indexOf('<script');
      expect(firstScript).toBeGreaterThan(0);
      expect(head.indexOf('<meta name="viewport"')).toBeGreaterThan(0);
      expect(head.indexOf('<meta name="viewport"')).toBeLessThan(firstScript);
      expect(head.indexOf('<link rel="expect" href="#site-links" blocking="render" />')).toBeGreaterThan(0);
      expect(head.indexOf('<link rel="expect"')).toBeLessThan(firstScript);
    });
  }

  test('a long page is first painted whole, down to its footer, on a slow phone', async ({ page }) => {
    // A phone's processor: the browser's parser then stops more often on the way down a long page.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    // What the document holds when the browser first draws it: frame callbacks run just before.
    await page.addInitScript(() => {
      requestAnimationFrame(() => {
        const { documentElement } = document;
        documentElement.dataset.firstFrameHadFooter = String(Boolean(document.querySelector('footer')));
        documentElement.dataset.firstFrameSections = String(document.querySelectorAll('main section').length);
      });
    });
    for (const pathname of ['/drivers', '/property-manager', '/']) {
      await gotoPage(page, pathname);
      await expect(page.locator('html')).toHaveAttribute('data-first-frame-had-footer', 'true');
      const sections = await page.locator('main section').count();
      await expect(page.locator('html')).toHaveAttribute('data-first-frame-sections', String(sections));
    }
  });

  test("links no script: once painted, the page fetches the modules it lists, the code the entry imports and the page's remote among them", async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/')).text();
    expect(html).not.toMatch(/<script[^>]*\ssrc=/);
    expect(html).not.toContain('rel="modulepreload"');
    const listed = (id: string): unknown => JSON.parse(new RegExp(`<script type="application/json" id="${id}">([^<]*)</script>`).exec(html)![1]!);
    const app = listed('app-scripts') as { entry: string; modules: string[] };
    // Each of the page's remote modules comes with the hash its remote's build lists for it.
    const pageModules = (listed('page-modules') as Array<{ href: string; integrity: string }>).map((module) => {
      expect(module.integrity).toMatch(/^sha256-[A-Za-z0-9+/]{43}=$/);
      return module.href;
    });
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
  test('a remote that does not answer: its pages answer with the fallback, the other pages with their content, and its own once it answers', async () => {
    // A site process of its own, which loads the remote's server code afresh once it answers.
    test.setTimeout(90_000);
    const fallback = 'This part of the site is temporarily unavailable';
    const remote = await serveFolderHeld(path.join(repoRoot, 'mfe-blog', 'dist'));
    // Far beyond the remote's own bounded wait: the fallback comes from that wait, never from a
    // render stopped at its deadline (which would leave the page to the browser).
    const site = await startSite({ REMOTE_URL_BLOG: `${remote.origin}/remoteEntry.js`, RENDER_DEADLINE_MS: '60000' });
    const page = async (pathname: string) => {
      const response = await fetch(`${site.origin}${pathname}`);
      expect(response.status).toBe(200);
      return rootHtml(await response.text());
    };
    try {
      await test.step('while the remote is asked and answers nothing', async () => {
        const blog = await page('/blog');
        expect(remote.asked()).toBeGreaterThan(0);
        expect(blog).toMatch(/<header[^>]*data-site-nav/);
        expect(mainHeading(blog)).toBe(fallback);
        expect(mainHeading(await page('/blog'))).toBe(fallback);
        expect(mainHeading(await page('/'))).toBe('Transform Your Space Into a Smart Convenience Store');
      });

      await test.step('once the remote answers', async () => {
        remote.release();
        await expect
          .poll(async () => mainHeading(await page('/blog')), { timeout: 45_000 })
          .toBe('Ideas to Earn More From Every Stay and Every Ride');
      });
    } finally {
      await site.stop();
      await remote.close();
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
      // The new build's manifest: another version, and the hashes of its files as they are now.
      const manifestFile = path.join(folder, 'mf-manifest.json');
      const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as {
        metaData: { buildInfo: { buildVersion: string }; integrity: Record<'server' | 'browser', Record<string, string>> };
      };
      manifest.metaData.buildInfo.buildVersion = 'redeployed';
      const hashOf = (file: string) =>
        crypto
          .createHash('sha256')
          .update(fs.readFileSync(path.join(folder, file)))
          .digest('base64');
      for (const files of Object.values(manifest.metaData.integrity)) {
        for (const file of Object.keys(files)) files[file] = `sha256-${hashOf(file)}`;
      }
      fs.writeFileSync(manifestFile, JSON.stringify(manifest));

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
