import type { PostSummary } from '../shared/posts/blog-post';
import { ALL_CATEGORIES } from '../shared/posts/categories';
import { PostCardGrid } from '../shared/post-card/post-card-grid';
import type { BlogQuery } from './blog-query';
import * as css from './blog-list.css';

function gridHeading(query: BlogQuery): string {
  if (query.search.trim()) return 'Search Results';
  if (query.category !== ALL_CATEGORIES) return `${query.category} Articles`;
  return 'Latest Articles';
}

/** The matching articles as cards, under a heading that names the current view. */
export function PostGrid({ posts, query }: { posts: PostSummary[]; query: BlogQuery }) {
  return (
    <div>
      <div className={css.gridHeader}>
        <h2 className={css.gridTitle}>{gridHeading(query)}</h2>
        <p className={css.resultCount} role="status">
          {posts.length === 1 ? '1 article' : `${posts.length} articles`}
        </p>
      </div>
      <PostCardGrid posts={posts} />
    </div>
  );
}
