// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { canonicalPath, currentPageTable, isNotFound, knownPages, PageTable, pageEntryFor, standaloneRoutes, type PageEntry } from './page-manifest';
import { articleTitle } from './page-meta';

describe("the site's pages as routes", () => {
  it('finds the entry of a path, an article, a trailing slash and an unknown path', () => {
    expect(pageEntryFor('/hotel-signup').module).toBe('hotel-signup-page');
    expect(pageEntryFor('/hotel-signup/').module).toBe('hotel-signup-page');
    expect(pageEntryFor('/blog').module).toBe('blog-list-page');
    expect(pageEntryFor('/blog/some-article').module).toBe('blog-post-page');
    expect(pageEntryFor('/no-such-page').path).toBe('*');
  });

  it('matches as the router does: letter case counts, an article is one segment', () => {
    expect(isNotFound('/Drivers')).toBe(true);
    expect(isNotFound('/blog/x/y')).toBe(true);
    expect(isNotFound('/no-such-page')).toBe(true);
    expect(isNotFound('/blog/x')).toBe(false);
    expect(isNotFound('/drivers/')).toBe(false);
  });

  it('gives a page reached under another letter case or with trailing slashes its one address', () => {
    expect(canonicalPath('/Drivers')).toBe('/drivers');
    expect(canonicalPath('/drivers/')).toBe('/drivers');
    expect(canonicalPath('/HOTEL-SIGNUP//')).toBe('/hotel-signup');
    expect(canonicalPath('/Blog/Some-Article/')).toBe('/blog/Some-Article');
    expect(canonicalPath('//')).toBe('/');
  });

  it('leaves a canonical path, and a path that is no page, where they are', () => {
    for (const path of [
      '/',
      '/drivers',
      '/blog/some-article',
      '/blog/%3Cscript%3E',
      '/no-such-page',
      '/no-such-page/',
      '/blog/x/y',
      '//evil.example/',
    ]) {
      expect(canonicalPath(path)).toBeUndefined();
    }
  });

  it('lists each page once in the sitemap, without the purchase steps, the admin page or patterns', () => {
    expect(currentPageTable().sitemapPaths()).toEqual([
      '/',
      '/privacy',
      '/terms',
      '/cookies',
      '/blog',
      '/drivers',
      '/uber-signup',
      '/property-manager',
      '/hotel-signup',
      '/cleaning-partner',
      '/cleaner-signup',
    ]);
  });

  it("gives an article page the article route's title with the article's own", () => {
    expect(articleTitle('/blog/a', 'Pricing <Items> for $& "Profit"')).toBe('Minibar | Blog Post: Pricing <Items> for $& "Profit"');
  });

  it('keeps the not-found answer and the paywall demonstration out of search results', () => {
    expect(pageEntryFor('/no-such-page').noindex).toBe(true);
    expect(pageEntryFor('/starter-kit-paywall').noindex).toBe(true);
    expect(pageEntryFor('/drivers').noindex).toBeUndefined();
  });

  it('has one entry per path among the known pages', () => {
    const paths = knownPages.map((entry) => entry.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('routes with the pages it is given: a new page is found, in the sitemap and the navigation, and the rest of the site stays', () => {
    const faq: PageEntry = {
      path: '/faq',
      remote: 'marketing',
      module: 'faq-page',
      title: 'FAQ',
      description: 'Answers.',
      sitemap: true,
      nav: { label: 'FAQ', order: 9 },
    };
    const table = new PageTable([...knownPages, faq]);
    expect(table.entryFor('/faq')).toEqual(faq);
    expect(table.isNotFound('/faq')).toBe(false);
    expect(table.canonicalPath('/FAQ/')).toBe('/faq');
    expect(table.sitemapPaths()).toContain('/faq');
    expect(table.navEntries()).toContainEqual({ label: 'FAQ', to: '/faq', order: 9 });
    // The not-found answer is the home page's, added by the table itself.
    expect(table.entryFor('/nowhere')).toMatchObject({ path: '*', module: 'home-page', noindex: true, sitemap: false });
    expect(new PageTable(knownPages).isNotFound('/faq')).toBe(true);
  });

  it('reads the pages the server wrote into the page, in the browser', () => {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = 'site-pages';
    script.textContent = JSON.stringify([
      { path: '/', remote: 'marketing', module: 'home-page', title: 'Home', description: 'Home.', sitemap: true },
    ]);
    document.head.append(script);
    globalThis.__SITE_PAGES__ = undefined;
    try {
      expect(currentPageTable().isNotFound('/drivers')).toBe(true);
      expect(currentPageTable().entryFor('/').title).toBe('Home');
    } finally {
      script.remove();
      globalThis.__SITE_PAGES__ = undefined;
    }
  });

  it('gives a remote opened on its own each of its routes, and / its first page when it has none there', () => {
    const pages = knownPages.filter((entry) => entry.remote === 'blog');
    const modules = { './routes/blog-list-page.tsx': { default: 'list' }, './routes/blog-post-page.tsx': { default: 'post' } };
    expect(standaloneRoutes(pages, modules)).toEqual({ '/': 'list', '/blog': 'list', '/blog/:slug': 'post' });
    expect(() => standaloneRoutes(pages, { './routes/blog-list-page.tsx': { default: 'list' } })).toThrow(/blog-post-page/);
  });
});
