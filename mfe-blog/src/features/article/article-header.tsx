import { Clock } from 'lucide-react';
import type { BlogPost } from '../shared/posts/blog-post';
import { readingTimeLabel } from '../shared/posts/reading-time';
import { AuthorLine } from '../shared/post-card/author-line';
import { MetaItem, PostMetaLine } from '../shared/post-card/post-meta';
import { BackToBlogLink } from './back-to-blog-link';
import * as css from './article.css';

/** Back link, category, date, reading time, title and author of an article. */
export function ArticleHeader({ post }: { post: BlogPost }) {
  return (
    <header className={css.header}>
      <BackToBlogLink />
      <PostMetaLine post={post} size="article">
        <MetaItem>
          <Clock size={16} aria-hidden="true" />
          {readingTimeLabel(post.content)}
        </MetaItem>
      </PostMetaLine>
      <h1 id="article-title" className={css.title}>
        {post.title}
      </h1>
      <p className={css.lead}>{post.excerpt}</p>
      <AuthorLine author={post.author} size="md" />
    </header>
  );
}
