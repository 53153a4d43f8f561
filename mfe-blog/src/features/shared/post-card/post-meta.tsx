import { CalendarDays } from 'lucide-react';
import type { PostSummary } from '../posts/blog-post';
import { formatPostDate } from '../posts/format-date';
import * as css from './post-card.css';

export function CategoryBadge({ category }: { category: string }) {
  return <span className={css.categoryBadge}>{category}</span>;
}

export function PostDate({ date }: { date: string }) {
  return (
    <span className={css.metaItem}>
      <CalendarDays size={16} aria-hidden="true" />
      <time dateTime={date}>{formatPostDate(date)}</time>
    </span>
  );
}

/** The category and date line above a post's title. */
export function PostMetaLine({ post }: { post: Pick<PostSummary, 'category' | 'date'> }) {
  return (
    <div className={css.metaLine}>
      <CategoryBadge category={post.category} />
      <PostDate date={post.date} />
    </div>
  );
}
