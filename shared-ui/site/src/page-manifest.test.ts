import { describe, expect, it } from 'vitest';
import { pageEntryFor, pageManifest, standaloneRoutes } from './page-manifest';
import { articleTitle, sitemapPaths } from './page-meta';

describe('page manifest', () => {
  it('finds the entry of a path, an article, a trailing slash and an unknown path', () => {
    expect(pageEntryFor('/hotel-signup').module).toBe('hotel-signup-page');
    expect(pageEntryFor('/hotel-signup/').module).toBe('hotel-signup-page');
    expect(pageEntryFor('/blog').module).toBe('blog-list-page');
    expect(pageEntryFor('/blog/some-article').module).toBe('blog-post-page');
    expect(pageEntryFor('/no-such-page').path).toBe('*');
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

  it('has one entry per path', () => {
    const paths = pageManifest.map((entry) => entry.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
