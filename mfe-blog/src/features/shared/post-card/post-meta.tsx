import type { ReactNode } from 'react';
import { CalendarDays } from 'lucide-react';
import type { PostSummary } from '../posts/blog-post';
import { formatPostDate } from '../posts/format-date';
import * as css from './post-card.css';

export function CategoryBadge({ category }: { category: string }) {
  return <span className={css.categoryBadge}>{category}</span>;
}

/** One fact of the meta line: an icon and its words. */
export function MetaItem({ children }: { children: ReactNode }) {
  return <span className={css.metaItem}>{children}</span>;
}

export function PostDate({ date }: { date: string }) {
  return (
    <MetaItem>
      <CalendarDays size={16} aria-hidden="true" />
      <time dateTime={date}>{formatPostDate(date)}</time>
    </MetaItem>
  );
}

interface PostMetaLineProps {
  post: Pick<PostSummary, 'category' | 'date'>;
  size?: keyof typeof css.metaLine;
  /** Further facts after the date. */
  children?: ReactNode;
}

/** The category and date line above a post's title. */
export function PostMetaLine({ post, size = 'card', children }: PostMetaLineProps) {
  return (
    <div className={css.metaLine[size]}>
      <CategoryBadge category={post.category} />
      <PostDate date={post.date} />
      {children}
    </div>
  );
}
