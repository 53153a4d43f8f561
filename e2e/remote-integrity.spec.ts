import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test, expect, waitForAppReady } from './support/fixtures';
import { repoRoot, serveFolder, startSite } from './support/site-process';

test.describe("a remote's browser modules, checked against the hashes its build lists", () => {
  test('a page module answered with other bytes than its build wrote is refused in the browser: the page shows the fallback, never that code', async ({
    page,
  }) => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'minibar-blog-tampered-'));
    fs.cpSync(path.join(repoRoot, 'mfe-blog', 'dist'), folder, { recursive: true });
    // The blog list's own browser chunk, changed on the host after the build listed its hash;
    // the server build and the manifest stay as built, so the server renders the page as built.
    const manifest = JSON.parse(fs.readFileSync(path.join(folder, 'mf-manifest.json'), 'utf8')) as {
      exposes: Array<{ name: string; assets: { js: { sync: string[] } } }>;
    };
    const pageChunk = manifest.exposes
      .find((exposed) => exposed.name === 'blog-list-page')!
      .assets.js.sync.find((file) => fs.readFileSync(path.join(folder, file), 'utf8').includes('Ideas to Earn More'));
    expect(pageChunk).toBeDefined();
    const chunkFile = path.join(folder, pageChunk!);
    const changed = fs.readFileSync(chunkFile, 'utf8').replaceAll('Ideas to Earn More', 'Changed on the host');
    fs.writeFileSync(chunkFile, `globalThis.changedOnTheHostRan = true;\n${changed}`);
    fs.rmSync(`${chunkFile}.br`, { force: true });

    const cdn = await serveFolder(folder);
    const site = await startSite({ REMOTE_URL_BLOG: `${cdn.origin}/remoteEntry.js`, RENDER_DEADLINE_MS: '30000' });
    try {
      const asked: string[] = [];
      page.on('request', (request) => asked.push(new URL(request.url()).pathname));
      await page.goto(`${site.origin}/blog`);
      await waitForAppReady(page);
      await expect(page.getByTestId('remote-fallback')).toBeVisible();
      await expect(page.getByText('Changed on the host')).toHaveCount(0);
      expect(await page.evaluate(() => (globalThis as { changedOnTheHostRan?: boolean }).changedOnTheHostRan)).toBeUndefined();
      // Fetched once, by its preload, which failed the hash: never fetched again to be run.
      expect(asked.filter((pathname) => pathname === `/${pageChunk}`)).toHaveLength(1);
    } finally {
      await site.stop();
      await cdn.close();
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });
});
