// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { knownPages } from '@minibar/site-config';
import { createSitePages } from './site-pages';

const URLS = {
  marketing: 'http://remotes.test/marketing/mf-manifest.json',
  blog: 'http://remotes.test/blog/mf-manifest.json',
  driverCheckout: 'http://remotes.test/driver-checkout/mf-manifest.json',
  partnerForms: 'http://remotes.test/partner-forms/mf-manifest.json',
};

const page = (path: string, module: string, extra: object = {}) => ({
  path,
  module,
  title: `Title of ${path}`,
  description: `About ${path}.`,
  sitemap: true,
  ...extra,
});
const marketingPages = knownPages.filter((entry) => entry.remote === 'marketing').map(({ remote: _remote, ...declared }) => declared);
const manifest = (pages: unknown) =>
  JSON.stringify({ metaData: { ssrRemoteEntry: { name: 'remoteEntry.ssr.js' }, ...(pages === undefined ? {} : { pages }) } });

/** Manifests answered from `answers` (by URL); a missing one is a release that declares no pages. */
function site(answers: Record<string, string | (() => Promise<string | undefined>)>) {
  const problems: string[] = [];
  const read = (url: string) => {
    const answer = answers[url] ?? manifest(undefined);
    return typeof answer === 'function' ? answer() : Promise.resolve(answer);
  };
  const pages = createSitePages((message) => problems.push(message), read, { maxAgeMs: 0, deadlineMs: 200 });
  return { pages, problems };
}

describe("the site's pages, read from each remote's manifest", () => {
  it("serves a page a remote declares, with its meta, in the sitemap and the navigation, besides the other remotes' known pages", async () => {
    const faq = page('/faq', 'faq-page', { nav: { label: 'FAQ', order: 9 } });
    const { pages, problems } = site({ [URLS.marketing]: manifest({ format: 1, pages: [...marketingPages, faq] }) });
    const table = await pages.current(URLS);
    expect(table.entryFor('/faq')).toMatchObject({ ...faq, remote: 'marketing' });
    expect(table.sitemapPaths()).toContain('/faq');
    expect(table.navEntries()).toContainEqual({ label: 'FAQ', to: '/faq', order: 9 });
    expect(table.entryFor('/drivers').remote).toBe('driverCheckout');
    expect(problems).toEqual([]);
  });

  it('serves the known pages of a release that declares none', async () => {
    const { pages } = site({});
    const table = await pages.current(URLS);
    expect(table.entries.filter((entry) => entry.path !== '*')).toEqual(knownPages);
  });

  it('keeps the last pages read while a remote cannot be read, or declares pages it cannot read, and says so once', async () => {
    const faq = page('/faq', 'faq-page');
    let answer: string | undefined = manifest({ format: 1, pages: [...marketingPages, faq] });
    const { pages, problems } = site({ [URLS.marketing]: async () => answer });
    expect((await pages.current(URLS)).isNotFound('/faq')).toBe(false);

    answer = undefined;
    await pages.current(URLS);
    expect((await pages.current(URLS)).isNotFound('/faq')).toBe(false);

    answer = manifest({ format: 2, pages: [{ path: '/faq', shape: 'new' }] });
    for (let i = 0; i < 3; i += 1) await pages.current(URLS);
    expect((await pages.current(URLS)).isNotFound('/faq')).toBe(false);
    expect(problems).toEqual([
      expect.stringMatching(/^Remote "marketing": its pages \(format 2\) cannot be read: format: .*; its pages as last read are kept$/),
    ]);
  });

  it('refuses a path a second remote declares, keeping the first remote’s page, and says so once', async () => {
    const blogPages = [page('/blog', 'blog-list-page'), page('/drivers', 'blog-list-page')];
    const { pages, problems } = site({ [URLS.blog]: manifest({ format: 1, pages: blogPages }) });
    const table = await pages.current(URLS);
    expect(table.entryFor('/drivers')).toMatchObject({ remote: 'driverCheckout', module: 'drivers-page' });
    await pages.current(URLS);
    expect(problems).toEqual(['Remote "blog" declares /drivers, which "driverCheckout" serves; its page is refused']);
  });

  it('never holds a request on a remote once read: a read that hangs leaves the pages as last read', async () => {
    let hang = false;
    const faq = page('/faq', 'faq-page');
    const { pages } = site({
      [URLS.marketing]: () => (hang ? new Promise<string>(() => {}) : Promise.resolve(manifest({ format: 1, pages: [...marketingPages, faq] }))),
    });
    await pages.current(URLS);
    hang = true;
    const table = await pages.current(URLS);
    expect(table.isNotFound('/faq')).toBe(false);
  });
});
