import { useMemo } from 'react';
import { sanitizeArticleHtml } from './sanitize-html';
import * as css from './prose.css';

/** The article's HTML body, sanitised (see sanitize-html.ts for why this is render-safe). */
export function ArticleBody({ html }: { html: string }) {
  const clean = useMemo(() => sanitizeArticleHtml(html), [html]);
  return <div className={css.prose} data-testid="article-body" dangerouslySetInnerHTML={{ __html: clean }} />;
}
