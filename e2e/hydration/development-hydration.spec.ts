import fs from 'node:fs';
import path from 'node:path';
import { expect, gotoPage, test, waitForAppReady } from '../support/fixtures';
import { repoRoot } from '../support/site-process';
import { SITE_PAGES } from '../support/site-pages';

const ROUTES = [...SITE_PAGES, '/blog?category=Rideshare&q=seat', '/blog/setting-up-minibar-guide', '/blog/no-such-article', '/no-such-page'];

/** What React's development build prints when the browser's first render differs from the server's HTML. */
const HYDRATION_PROBLEM = /hydrat|did not match|server rendered|mismatch/i;

test("the pages are served with React's development build", () => {
  const assets = path.join(repoRoot, '.hydration-build', 'shell', 'dist', 'assets');
  const development = fs
    .readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .some((file) => fs.readFileSync(path.join(assets, file), 'utf8').includes('A tree hydrated but some attributes'));
  expect(development).toBe(true);
});

for (const route of ROUTES) {
  test(`${route} hydrates with no difference from its server HTML`, async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if ((message.type() === 'error' || message.type() === 'warning') && HYDRATION_PROBLEM.test(message.text())) {
        problems.push(message.text().slice(0, 400) + ' … ' + message.text().slice(-1500));
      }
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await gotoPage(page, route);
    await waitForAppReady(page);
    // Deferred sections hydrate as they come near, or as the visitor reaches into them (a part
    // that never responds, such as a picture, only then): bring each one into view and ask.
    for (const section of await page.locator('[data-deferred-section]').all()) {
      await section.scrollIntoViewIfNeeded();
      await section.dispatchEvent('deferred-section:wanted');
      await expect(section).toHaveAttribute('data-hydrated', 'true');
    }
    expect(problems).toEqual([]);
  });
}
