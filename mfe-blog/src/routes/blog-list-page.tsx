import { layout } from '@minibar/ui';
import * as css from '../features/blog-list/blog-list.css';
import { BlogHero } from '../features/blog-list/blog-hero';
import { selectBlogView } from '../features/blog-list/blog-query';
import { BlogToolbar } from '../features/blog-list/blog-toolbar';
import { EmptyState } from '../features/blog-list/empty-state';
import { FeaturedPost } from '../features/blog-list/featured-post';
import { PostGrid } from '../features/blog-list/post-grid';
import { useBlogQuery } from '../features/blog-list/use-blog-query';
import { postSummaries } from '../features/shared/posts/post-summaries';

/** /blog: the article list with its category filter, search and featured article. */
export default function BlogListPage() {
  const { query, setSearch } = useBlogQuery();
  const { featured, grid } = selectBlogView(postSummaries, query);
  const nothingFound = !featured && grid.length === 0;

  return (
    <>
      <BlogHero />
      <section className={`${layout.section({ tone: 'alt' })} ${css.compactTop}`} aria-label="Articles">
        <div className={layout.container}>
          <BlogToolbar query={query} onSearch={setSearch} />
          {featured ? <FeaturedPost post={featured} /> : null}
          {nothingFound ? <EmptyState /> : <PostGrid posts={grid} query={query} />}
        </div>
      </section>
    </>
  );
}
