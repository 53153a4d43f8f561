import fs from 'node:fs';
import path from 'node:path';
import { test, expect } from './support/fixtures';
import { buildChangedRemote, remoteWorkFolder, repoRoot, serveFolder, startSite } from './support/site-process';

// `ms` is installed here, but the shell does not depend on it: the blog's server build must bundle it.
const line = 'Two days are 172800000 ms';

test.describe('a remote deployed with a dependency of its own', () => {
  test.setTimeout(240_000);

  test('renders on the server, with the SSR cache outside node_modules and cleaned at start', async () => {
    const work = remoteWorkFolder('self-contained-');

    // Only the blog is rebuilt, its list page using one more package, into a folder of its
    // own; the shell and its server stay as built.
    const blogBuild = buildChangedRemote(work, 'mfe-blog', (source) => {
      const listPage = path.join(source, 'src', 'routes', 'blog-list-page.tsx');
      const code = fs.readFileSync(listPage, 'utf8');
      const withLine = code.replace('<BlogHero />', '<BlogHero /><p data-extra-dependency="">{`Two days are ${ms(\'2 days\')} ms`}</p>');
      expect(withLine).not.toBe(code);
      fs.writeFileSync(listPage, `import ms from 'ms';\n${withLine}`);
    });
    expect(fs.existsSync(path.join(blogBuild, 'remoteEntry.ssr.js'))).toBe(true);

    // A folder left by a process that no longer runs.
    const cacheDir = path.join(work, 'ssr-cache');
    const leftover = path.join(cacheDir, '999999999');
    fs.mkdirSync(leftover, { recursive: true });
    fs.writeFileSync(path.join(leftover, 'remoteEntry.ssr.js'), '');

    // What node_modules/.ssr-cache holds now (an older release wrote there): nothing may be added.
    const oldCache = path.join(repoRoot, 'node_modules', '.ssr-cache');
    const inOldCache = () => (fs.existsSync(oldCache) ? fs.readdirSync(oldCache) : []);
    const before = inOldCache();

    const cdn = await serveFolder(blogBuild);
    // The first render fetches the blog's server code and starts it: on a busy machine that can
    // outlast the deadline of an everyday render, and the page would be drawn in the browser.
    const site = await startSite({ REMOTE_URL_BLOG: `${cdn.origin}/remoteEntry.js`, SSR_CACHE_DIR: cacheDir, RENDER_DEADLINE_MS: '30000' });
    try {
      await expect.poll(async () => (await fetch(`${site.origin}/api/health`).catch(() => undefined))?.ok, { timeout: 30_000 }).toBe(true);
      const html = await (await fetch(`${site.origin}/blog`)).text();
      const root = html.slice(html.indexOf('<div id="root">'));
      expect(root).toContain(`<p data-extra-dependency="">${line}</p>`);
      expect(root).toMatch(/<h1[^>]*>Ideas to Earn More/);
      expect(html).toContain('<script type="application/json" id="ssr-state">');

      expect(fs.existsSync(leftover)).toBe(false);
      const folders = fs.readdirSync(cacheDir);
      expect(folders).toHaveLength(1);
      expect(fs.readdirSync(path.join(cacheDir, folders[0]!)).some((name) => name.startsWith('blog-'))).toBe(true);
      expect(inOldCache()).toEqual(before);
    } finally {
      await site.stop();
      await cdn.close();
      fs.rmSync(work, { recursive: true, force: true });
    }
  });
});
