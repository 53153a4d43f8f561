import fs from 'node:fs';
import { articleTitle, metaForPath, type PageMeta, type PageTable } from '@minibar/site-config';
import type { SiteServerConfig } from './config';
import { findBlogArticle, readBlogArticles } from './blog-meta';
import { currentRemoteUrls } from './remotes-config';
import { getSiteConfigFor } from './site-config';

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** JSON inside a script element: '<' escaped so no value can close the element. */
function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

let cached: { file: string; mtimeMs: number; html: string } | undefined;

function readTemplate(file: string): string {
  const { mtimeMs } = fs.statSync(file);
  if (!cached || cached.file !== file || cached.mtimeMs !== mtimeMs) {
    cached = { file, mtimeMs, html: fs.readFileSync(file, 'utf8') };
  }
  return cached.html;
}

type RouteMeta = PageMeta & { image?: string };

/** Extra meta per path; the blog's articles are built in (articleMeta below). */
const ARTICLE_PATH = /^\/blog\/([^/]+)\/?$/;

/** A file of the blog remote as an absolute URL (on PUBLIC_ORIGIN when the blog is served here), wherever remotes.json says the blog lives. */
function blogAssetUrl(config: SiteServerConfig, file: string): string | undefined {
  const blog = currentRemoteUrls(config).blog;
  return blog ? new URL(file, new URL(blog, `${config.publicOrigin}/`)).href : undefined;
}

/**
 * True for /blog/<slug> when the blog build lists its articles and this slug is not one of
 * them: the page shows 'Article Not Found', and crawlers get a 404.
 */
export function isUnknownArticle(pathname: string, config: SiteServerConfig): boolean {
  const slug = ARTICLE_PATH.exec(pathname)?.[1];
  return Boolean(slug) && readBlogArticles(config).length > 0 && !findBlogArticle(config, slug!);
}

/**
 * An article's own meta from the blog build's blog-meta.json: its page title (the browser
 * shows the same), its excerpt as description and its picture as og:image.
 */
function articleMeta(pathname: string, config: SiteServerConfig, pages: PageTable): RouteMeta | undefined {
  const slug = ARTICLE_PATH.exec(pathname)?.[1];
  const article = slug ? findBlogArticle(config, slug) : undefined;
  if (!article) return undefined;
  return {
    title: articleTitle(pathname, article.title, pages),
    description: article.excerpt,
    image: blogAssetUrl(config, article.image),
  };
}

/**
 * The shell's HTML with this route's title, description and share meta, for crawlers
 * without JavaScript, and the site's pages for the shell to route with. PUBLIC_ORIGIN makes
 * og:image URLs absolute; the request's Host header never reaches the page.
 */
export function renderIndexHtml(indexFile: string, pathname: string, config: SiteServerConfig, pages: PageTable): string {
  const meta: RouteMeta = articleMeta(pathname, config, pages) ?? metaForPath(pathname, pages);
  const title = escapeHtml(meta.title);
  const description = escapeHtml(meta.description);
  const head = [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    meta.image ? `<meta property="og:image" content="${escapeHtml(meta.image)}" />` : '',
    pages.entryFor(pathname).noindex ? '<meta name="robots" content="noindex" />' : '',
    `<script type="application/json" id="site-config">${jsonForScript(getSiteConfigFor(config))}</script>`,
    `<script type="application/json" id="site-pages">${jsonForScript(pages.entries)}</script>`,
  ].join('\n    ');
  return (
    readTemplate(indexFile)
      .replace(/<title>[\s\S]*?<\/title>\s*/, '')
      .replace(/<meta name="description"[^>]*>\s*/, '')
      .replace(/<meta property="og:title"[^>]*>\s*/, '')
      .replace(/<meta property="og:description"[^>]*>\s*/, '')
      .replace(/<meta property="og:image"[^>]*>\s*/, '')
      // A function, so "$" in a title (prices) is not read as a replacement pattern.
      .replace('</head>', () => `  ${head}\n  </head>`)
  );
}
