import type { Author } from '../posts/authors';
import * as css from './author-line.css';

/** Avatar, name and role of a post's author. */
export function AuthorLine({ author, size = 'sm' }: { author: Author; size?: 'sm' | 'md' }) {
  const pixels = size === 'md' ? 56 : 40;
  return (
    <div className={css.author}>
      <img src={author.avatar} alt="" width={pixels} height={pixels} className={css.avatar} loading="lazy" />
      <div>
        <p className={css.name}>{author.name}</p>
        <p className={css.role}>{author.role}</p>
      </div>
    </div>
  );
}
