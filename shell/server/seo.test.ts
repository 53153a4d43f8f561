import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtSites } from '../test/test-site';

const articles = [
  {
    slug: 'increase-revenue-smart-minibars',
    title: 'How Smart Minibars Increase Revenue',
    excerpt: 'Guests already pay for snacks.',
    image: 'assets/smart-minibars-abc123.svg',
    date: '2025-03-18',
  },
  {
    slug: 'price-convenience-items-maximum-profit',
    title: 'Pricing <Convenience> Items for $& "Profit"',
    excerpt: 'Markups & bundles.',
    image: 'assets/pricing-def456.svg',
    date: '2025-01-22',
  },
];

function writeBlogMeta(file: string, posts: unknown[], mtime?: Date) {
  fs.writeFileSync(file, JSON.stringify({ posts }));
  if (mtime) fs.utimesSync(file, mtime, mtime);
}

/** The shell's page carries a description of its own, which an article's meta replaces. */
const pageHead = '<title>x</title><meta name="description" content="" />';

const blogDist = (dir: string) => path.join(dir, 'mfe-blog', 'dist');

/** A site whose build has the shell's page and a blog build folder, with no blog-meta.json yet. */
async function blogSite(openBuiltSite: ReturnType<typeof builtSites>, env: Record<string, string> = {}) {
  const opened = await openBuiltSite({ pageHead, env, prepare: (dir) => fs.mkdirSync(blogDist(dir), { recursive: true }) });
  return { app: opened.app, blogMetaFile: path.join(blogDist(opened.dir), 'blog-meta.json') };
}

let site: Awaited<ReturnType<typeof blogSite>>;
const openSiteForFile = builtSites(afterAll);
beforeAll(async () => {
  site = await blogSite(openSiteForFile, { PUBLIC_ORIGIN: 'https://shop.example.com' });
  writeBlogMeta(site.blogMetaFile, articles);
});

/** Another site, closed after the test. */
const openSiteForTest = builtSites();
const siteApp = (env: Record<string, string> = {}) => blogSite(openSiteForTest, env);

function metaContent(html: string, attribute: string): string | undefined {
  return new RegExp(`<meta ${attribute} content="([^"]*)"`).exec(html)?.[1];
}

describe('GET /sitemap.xml', () => {
  it('lists every public route and every article with absolute URLs on the public origin, whatever the Host header says', async () => {
    const res = await request(site.app).get('/sitemap.xml').set('Host', 'evil.example').expect(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    const locs = [...res.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    // Every page the remotes list for the sitemap, then every article.
    const pages = [
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
    ];
    const paths = [...pages, '/blog/increase-revenue-smart-minibars', '/blog/price-convenience-items-maximum-profit'];
    expect(locs.sort()).toEqual(paths.map((p) => `https://shop.example.com${p}`).sort());
    expect(res.text).toContain('<url><loc>https://shop.example.com/blog/increase-revenue-smart-minibars</loc><lastmod>2025-03-18</lastmod></url>');
    expect(res.text).not.toContain('evil.example');
  });

  it('leaves out the admin page and the purchase steps', async () => {
    const res = await request(site.app).get('/sitemap.xml').expect(200);
    for (const hidden of ['/admin', '/uber-payment', '/starter-kit-paywall']) {
      expect(res.text).not.toContain(`${hidden}<`);
    }
    expect(res.text).not.toContain('/uber-payment-success');
  });

  it('uses http://localhost and the port when no public origin is configured', async () => {
    const local = await siteApp({ PORT: '4321' });
    const res = await request(local.app).get('/sitemap.xml').set('Host', 'shop.example.com').set('X-Forwarded-Proto', 'https');
    expect(res.text).toContain('<loc>http://localhost:4321/</loc>');
  });

  it('answers a malformed Host header with 400 and a short page', async () => {
    for (const host of ['a:99999', 'evil.example:80:80', 'exa mple.com', '<script>']) {
      const res = await request(site.app).get('/sitemap.xml').set('Host', host).expect(400);
      expect(res.type).toBe('text/html');
      expect(res.text).toContain('The Host header is not valid.');
      expect(res.text).not.toContain(host);
    }
  });
});

describe('GET /robots.txt', () => {
  it('allows every crawler and points at the sitemap', async () => {
    const res = await request(site.app).get('/robots.txt').set('Host', 'evil.example').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.text).toContain('User-agent: *\nAllow: /');
    expect(res.text).toContain('Sitemap: https://shop.example.com/sitemap.xml');
  });
});

describe('the server HTML of an article', () => {
  it("carries the article's title, description and absolute og:image on the public origin", async () => {
    const res = await request(site.app).get('/blog/increase-revenue-smart-minibars').set('Host', 'evil.example').expect(200);
    expect(res.text).toContain('<title>Minibar | Blog Post: How Smart Minibars Increase Revenue</title>');
    expect(metaContent(res.text, 'name="description"')).toBe('Guests already pay for snacks.');
    expect(metaContent(res.text, 'property="og:title"')).toBe('Minibar | Blog Post: How Smart Minibars Increase Revenue');
    expect(metaContent(res.text, 'property="og:image"')).toBe('https://shop.example.com/remotes/blog/assets/smart-minibars-abc123.svg');
    expect(res.text.match(/<title>/g)).toHaveLength(1);
    expect(res.text).not.toContain('evil.example');
  });

  it('escapes the text of the article meta', async () => {
    const res = await request(site.app).get('/blog/price-convenience-items-maximum-profit').expect(200);
    expect(res.text).toContain('<title>Minibar | Blog Post: Pricing &lt;Convenience&gt; Items for $&amp; &quot;Profit&quot;</title>');
    expect(metaContent(res.text, 'name="description"')).toBe('Markups &amp; bundles.');
  });

  it('points og:image at the blog remote wherever it is deployed', async () => {
    const moved = await siteApp({
      REMOTE_URL_BLOG: 'https://cdn.example.net/blog/v7/remoteEntry.js',
      REMOTE_ORIGINS: 'https://cdn.example.net',
    });
    writeBlogMeta(moved.blogMetaFile, articles);
    const res = await request(moved.app).get('/blog/increase-revenue-smart-minibars').expect(200);
    expect(metaContent(res.text, 'property="og:image"')).toBe('https://cdn.example.net/blog/v7/assets/smart-minibars-abc123.svg');
  });

  it('answers an unknown or odd slug with 404 and the generic Blog Post meta', async () => {
    for (const pathname of ['/blog/no-such-article', '/blog/%3Cscript%3E', `/blog/${'x'.repeat(2000)}`]) {
      const res = await request(site.app).get(pathname).expect(404);
      expect(res.type).toBe('text/html');
      expect(res.text).toContain('<title>Minibar | Blog Post</title>');
      expect(res.text).not.toContain('og:image');
    }
  });

  it('answers a missing remote file with a JSON 404, never the HTML page', async () => {
    const res = await request(site.app).get('/remotes/blog/assets/no-such-chunk.js').expect(404);
    expect(res.body).toEqual({ message: 'Not found' });
  });

  it('follows a new blog build without a restart', async () => {
    const fresh = await siteApp();
    writeBlogMeta(fresh.blogMetaFile, articles, new Date('2025-01-01T00:00:00Z'));
    await request(fresh.app).get('/blog/increase-revenue-smart-minibars').expect(200);
    writeBlogMeta(fresh.blogMetaFile, [{ ...articles[0], title: 'A Rewritten Title' }], new Date('2025-02-01T00:00:00Z'));
    const res = await request(fresh.app).get('/blog/increase-revenue-smart-minibars').expect(200);
    expect(res.text).toContain('<title>Minibar | Blog Post: A Rewritten Title</title>');
  });

  it('still serves the page and the sitemap when the blog has not been built', async () => {
    const unbuilt = await siteApp();
    const page = await request(unbuilt.app).get('/blog/increase-revenue-smart-minibars').expect(200);
    expect(page.text).toContain('<title>Minibar | Blog Post</title>');
    const sitemap = await request(unbuilt.app).get('/sitemap.xml').expect(200);
    expect(sitemap.text).toContain('/blog</loc>');
    expect(sitemap.text).not.toContain('/blog/');
  });
});

describe('the server HTML of a path no page is at', () => {
  it('answers 404 with the home meta and noindex, for an unknown path and for an article path with more segments', async () => {
    for (const pathname of ['/anything-unknown', '/blog/x/y', '/Drivers-and-more']) {
      const res = await request(site.app).get(pathname).expect(404);
      expect(res.type).toBe('text/html');
      expect(res.text).toContain('<title>Minibar | Transform Your Space Into a Smart Convenience Store</title>');
      expect(res.text).toContain('<meta name="robots" content="noindex" />');
    }
  });

  it('keeps noindex off the pages search engines may list', async () => {
    for (const pathname of ['/', '/drivers', '/blog', '/blog/increase-revenue-smart-minibars']) {
      const res = await request(site.app).get(pathname).expect(200);
      expect(res.text).not.toContain('name="robots"');
    }
  });

  it('marks the paywall demonstration noindex', async () => {
    const res = await request(site.app).get('/starter-kit-paywall').expect(200);
    expect(res.text).toContain('<meta name="robots" content="noindex" />');
  });

  it('moves another letter case or trailing slashes to the one address for good, with the query', async () => {
    const moved = await request(site.app).get('/Drivers/?ref=flyer').expect(301);
    expect(moved.headers.location).toBe('/drivers?ref=flyer');
    expect((await request(site.app).get('/Blog/increase-revenue-smart-minibars').expect(301)).headers.location).toBe(
      '/blog/increase-revenue-smart-minibars',
    );
  });
});
