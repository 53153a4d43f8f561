import { ArrowRight } from 'lucide-react';
import { layout, Link } from '@minibar/ui';
import type { PostSummary } from '../posts/blog-post';
import { postPath } from '../posts/post-paths';
import { PostImage } from './post-image';
import { PostMetaLine } from './post-meta';
import * as css from './post-card.css';

/**
 * One article in a grid: image, category, title, date, excerpt and a read link. The read
 * link stretches over the card, so the whole card is clickable with one link per card.
 */
export function PostCard({ post }: { post: PostSummary }) {
  return (
    <article className={css.card} data-testid="post-card">
      <div className={css.imageFrame}>
        <PostImage name={post.image} className={css.image} />
      </div>
      <div className={css.body}>
        <PostMetaLine post={post} />
        <h3 className={css.title}>{post.title}</h3>
        <p className={css.excerpt}>{post.excerpt}</p>
        <Link to={postPath(post.slug)} className={css.readLink}>
          Read article<span className={layout.visuallyHidden}> about {post.title}</span>
          <ArrowRight size={18} aria-hidden="true" />
        </Link>
      </div>
    </article>
  );
}
