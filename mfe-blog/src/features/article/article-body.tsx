import * as css from './prose.css';

/** The article's HTML body, sanitised when the blog was built (vite/sanitized-posts-plugin.ts). */
export function ArticleBody({ html }: { html: string }) {
  return <div className={css.prose} data-testid="article-body" dangerouslySetInnerHTML={{ __html: html }} />;
}
