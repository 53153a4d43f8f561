import { layout } from '@minibar/ui';
import type { PostSummary } from '../shared/posts/blog-post';
import { relatedPostsOf } from '../shared/posts/posts';
import { PostCardGrid } from '../shared/post-card/post-card-grid';
import * as css from './article.css';

/** Related Articles, resolved from the article's related ids. */
export function RelatedArticles({ post }: { post: PostSummary }) {
  const related = relatedPostsOf(post);
  if (related.length === 0) return null;
  return (
    <section className={layout.section({ tone: 'alt' })} aria-labelledby="related-articles-title">
      <div className={layout.container}>
        <h2 id="related-articles-title" className={css.relatedTitle}>
          Related Articles
        </h2>
        <PostCardGrid posts={related} />
      </div>
    </section>
  );
}
