import { describe, expect, it } from 'vitest';
import { canonicalPath, isNotFound, pageEntryFor, pageManifest, standaloneRoutes } from './page-manifest';
import { articleTitle, sitemapPaths } from './page-meta';

describe('page manifest', () => {
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
    expect(sitemapPaths()).toEqual([
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

  it('gives a remote opened on its own each of its routes, and / its first page when it has none there', () => {
    const pages = { './routes/blog-list-page.tsx': { default: 'list' }, './routes/blog-post-page.tsx': { default: 'post' } };
    expect(standaloneRoutes('blog', pages)).toEqual({ '/': 'list', '/blog': 'list', '/blog/:slug': 'post' });
    expect(() => standaloneRoutes('blog', { './routes/blog-list-page.tsx': { default: 'list' } })).toThrow(/blog-post-page/);
  });

  it('keeps the not-found answer and the paywall demonstration out of search results', () => {
    expect(pageEntryFor('/no-such-page').noindex).toBe(true);
    expect(pageEntryFor('/starter-kit-paywall').noindex).toBe(true);
    expect(pageEntryFor('/drivers').noindex).toBeUndefined();
  });

  it('has one entry per path', () => {
    const paths = pageManifest.map((entry) => entry.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
