import { Router, type Request } from 'express';
import type { PageTable } from '@minibar/site-config';
import type { SiteServerConfig } from './config';
import { readBlogArticles } from './blog-meta';

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

function sitemapXml(origin: string, config: SiteServerConfig, pages: PageTable): string {
  const entries = [
    ...pages.sitemapPaths().map((p) => ({ loc: `${origin}${p}`, lastmod: undefined as string | undefined })),
    ...readBlogArticles(config).map((article) => ({
      loc: `${origin}/blog/${encodeURIComponent(article.slug)}`,
      lastmod: article.date,
    })),
  ];
  const urls = entries.map(
    ({ loc, lastmod }) => `  <url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ''}</url>`,
  );
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, '</urlset>', ''].join(
    '\n',
  );
}

/** /sitemap.xml and /robots.txt for crawlers, with absolute URLs on PUBLIC_ORIGIN (never the request's Host). */
export function seoRoutes(config: SiteServerConfig, pagesFor: (req: Request) => Promise<PageTable>): Router {
  const router = Router();

  router.get('/sitemap.xml', async (req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.type('application/xml').send(sitemapXml(config.publicOrigin, config, await pagesFor(req)));
  });

  router.get('/robots.txt', (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.type('text/plain').send(`User-agent: *\nAllow: /\n\nSitemap: ${config.publicOrigin}/sitemap.xml\n`);
  });

  return router;
}
