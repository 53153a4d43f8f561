import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test, expect } from './support/fixtures';
import { consoleProblems } from './support/console-problems';
import { buildChangedRemote, remoteWorkFolder, repoRoot, serveFolder, startSite } from './support/site-process';

/**
 * A page added by the marketing team alone: a page module in its src/routes/ and its entry in
 * its src/pages.ts, built into a folder of its own. Nothing of the shell is rebuilt.
 */
function buildMarketingWithFaq(work: string): string {
  return buildChangedRemote(work, 'mfe-marketing', (source) => {
    fs.writeFileSync(
      path.join(source, 'src', 'routes', 'faq-page.tsx'),
      `import { layout } from '@minibar/ui';

export default function FaqPage() {
  return (
    <section className={layout.section({ tone: 'plain' })}>
      <div className={layout.container}>
        <h1 className={layout.sectionHeading}>Frequently Asked Questions</h1>
        <p>Do guests need an app? No: they scan a QR code and pay on their phone.</p>
      </div>
    </section>
  );
}
`,
    );
    fs.appendFileSync(
      path.join(source, 'src', 'pages.ts'),
      `
pages.push({
  path: '/faq',
  module: 'faq-page',
  title: 'Frequently Asked Questions',
  description: 'Answers to what hosts, hotels and drivers ask before they start.',
  sitemap: true,
  nav: { label: 'FAQ', order: 9 },
});
`,
    );
  });
}

test.describe('a remote owns its pages', () => {
  test.setTimeout(240_000);

  test('marketing adds /faq and deploys alone: the running site serves it with its meta, in the navigation and the sitemap, without a restart', async ({
    page,
  }) => {
    const work = remoteWorkFolder('faq-');
    const remotesFile = path.join(work, 'remotes.json');
    fs.writeFileSync(remotesFile, JSON.stringify({ marketing: '/remotes/marketing/remoteEntry.js' }));
    const site = await startSite({ REMOTES_FILE: remotesFile, RENDER_DEADLINE_MS: '30000' });
    let cdn: Awaited<ReturnType<typeof serveFolder>> | undefined;
    try {
      // Before the deploy: no such page.
      expect((await fetch(`${site.origin}/faq`)).status).toBe(404);

      const build = buildMarketingWithFaq(work);
      cdn = await serveFolder(build);
      fs.writeFileSync(remotesFile, JSON.stringify({ marketing: `${cdn.origin}/remoteEntry.js` }));

      await expect.poll(async () => (await fetch(`${site.origin}/faq`)).status, { timeout: 30_000 }).toBe(200);
      const html = await (await fetch(`${site.origin}/faq`)).text();
      expect(html).toContain('<title>Minibar | Frequently Asked Questions</title>');
      expect(html).toContain('<meta name="description" content="Answers to what hosts, hotels and drivers ask before they start." />');
      const root = html.slice(html.indexOf('<div id="root">'));
      expect(root).toMatch(/<h1[^>]*>Frequently Asked Questions<\/h1>/);
      expect(root).toMatch(/<a[^>]*href="\/faq"[^>]*>FAQ<\/a>/);
      expect(await (await fetch(`${site.origin}/sitemap.xml`)).text()).toContain('/faq</loc>');
      // The other pages stay as they were.
      expect((await fetch(`${site.origin}/drivers`)).status).toBe(200);

      // In the browser: reached from the navigation, with its title, and hydrated without an error.
      const problems = consoleProblems(page);
      await page.goto(`${site.origin}/privacy`);
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQ' }).click();
      await expect(page).toHaveURL(/\/faq$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
      await expect(page).toHaveTitle('Minibar | Frequently Asked Questions');
      expect(problems).toEqual([]);
    } finally {
      await site.stop();
      await cdn?.close();
      fs.rmSync(work, { recursive: true, force: true });
    }
  });

  test("a remote's release from before remotes declared their pages, or with pages in a format the site cannot read, keeps every route it serves", async () => {
    const marketingPages = [
      ['/', 'Minibar | Transform Your Space Into a Smart Convenience Store'],
      ['/privacy', 'Minibar | Privacy Policy'],
      ['/terms', 'Minibar | Terms of Service'],
      ['/cookies', 'Minibar | Cookie Policy'],
    ] as const;
    for (const release of ['declares no pages', 'declares them in a later format'] as const) {
      const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'minibar-marketing-release-'));
      fs.cpSync(path.join(repoRoot, 'mfe-marketing', 'dist'), folder, { recursive: true });
      const manifestFile = path.join(folder, 'mf-manifest.json');
      const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as { metaData: Record<string, unknown> };
      if (release === 'declares no pages') delete manifest.metaData.pages;
      else manifest.metaData.pages = { format: 2, routes: [{ at: '/', page: 'home-page' }] };
      fs.writeFileSync(manifestFile, JSON.stringify(manifest));
      const cdn = await serveFolder(folder);
      const site = await startSite({ REMOTE_URL_MARKETING: `${cdn.origin}/remoteEntry.js`, RENDER_DEADLINE_MS: '30000' });
      try {
        for (const [pathname, title] of marketingPages) {
          const answer = await fetch(`${site.origin}${pathname}`);
          expect(answer.status, `${release}: ${pathname}`).toBe(200);
          const html = await answer.text();
          expect(html).toContain(`<title>${title}</title>`);
          expect(html.slice(html.indexOf('<div id="root">'))).toMatch(/<h1[^>]*>/);
        }
        expect((await fetch(`${site.origin}/drivers`)).status).toBe(200);
        if (release === 'declares them in a later format') {
          expect(site.log()).toContain('Remote \\"marketing\\": its pages (format 2) cannot be read');
        }
      } finally {
        await site.stop();
        await cdn.close();
        fs.rmSync(folder, { recursive: true, force: true });
      }
    }
  });
});
