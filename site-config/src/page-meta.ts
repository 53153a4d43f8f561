import { pageTitle } from './brand';
import { pageEntryFor, type PageTable } from './page-manifest';

export interface PageMeta {
  title: string;
  description: string;
}

/** The title and description of the page at this path, among the current pages (or those of `table`). */
export function metaForPath(pathname: string, table?: PageTable): PageMeta {
  const { title, description } = table ? table.entryFor(pathname) : pageEntryFor(pathname);
  return { title: pageTitle(title), description };
}

/** An article's page title: the article route's title with the article's own title added. */
export function articleTitle(pathname: string, article: string, table?: PageTable): string {
  return `${metaForPath(pathname, table).title}: ${article}`;
}
