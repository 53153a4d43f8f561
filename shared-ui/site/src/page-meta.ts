import { pageTitle } from './brand';
import { pageEntryFor, pageManifest } from './page-manifest';

export interface PageMeta {
  title: string;
  description: string;
}

/** The title and description of the page at this path, from its manifest entry. */
export function metaForPath(pathname: string): PageMeta {
  const { title, description } = pageEntryFor(pathname);
  return { title: pageTitle(title), description };
}

export const homeMeta: PageMeta = metaForPath('/');

/** An article's page title: the article route's title with the article's own title added. */
export function articleTitle(pathname: string, article: string): string {
  return `${metaForPath(pathname).title}: ${article}`;
}

/** The sitemap's pages: every listed path of the manifest, once, in order. */
export function sitemapPaths(): string[] {
  return [
    ...new Set(pageManifest.filter((entry) => entry.sitemap && entry.path.startsWith('/') && !entry.path.includes(':')).map((entry) => entry.path)),
  ];
}
