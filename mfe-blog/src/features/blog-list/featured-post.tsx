import { ArrowRight } from 'lucide-react';
import { button, layout, Link } from '@minibar/ui';
import type { PostSummary } from '../shared/posts/blog-post';
import { postPath } from '../shared/posts/post-paths';
import { PostImage } from '../shared/post-card/post-image';
import { PostMetaLine } from '../shared/post-card/post-meta';
import { AuthorLine } from '../shared/post-card/author-line';
import * as css from './featured-post.css';

/** The featured article, shown above the grid on the unfiltered list. */
export function FeaturedPost({ post }: { post: PostSummary }) {
  return (
    <article className={css.featured} data-testid="featured-post">
      <div className={css.imageFrame}>
        <PostImage name={post.image} className={css.art} />
      </div>
      <div className={css.body}>
        <span className={layout.eyebrow}>Featured article</span>
        <PostMetaLine post={post} />
        <h2 className={css.title}>{post.title}</h2>
        <p className={css.excerpt}>{post.excerpt}</p>
        <AuthorLine author={post.author} />
        <Link to={postPath(post.slug)} className={`${button({ tone: 'brand' })} ${css.cta}`}>
          Read article<span className={layout.visuallyHidden}> about {post.title}</span>
          <ArrowRight size={18} aria-hidden="true" />
        </Link>
      </div>
    </article>
  );
}
