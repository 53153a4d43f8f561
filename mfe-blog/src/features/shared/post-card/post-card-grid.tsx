import { layout } from '@minibar/ui';
import type { PostSummary } from '../posts/blog-post';
import { PostCard } from './post-card';

/** Posts as cards, three to a row on wide screens. */
export function PostCardGrid({ posts }: { posts: PostSummary[] }) {
  return (
    <div className={layout.grid({ columns: 3 })}>
      {posts.map((post) => (
        <PostCard key={post.id} post={post} />
      ))}
    </div>
  );
}
