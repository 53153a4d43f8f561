import type { Author } from '../posts/authors';
import * as css from './author-line.css';

/** 'Sarah Mitchell' → 'SM'. */
const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .map((word) => word.charAt(0))
    .join('')
    .toUpperCase();

/**
 * Avatar, name and role of a post's author. The avatar is the author's initials in a circle,
 * drawn by the page itself: no picture to fetch and draw after the page has shown.
 */
export function AuthorLine({ author, size = 'sm' }: { author: Author; size?: 'sm' | 'md' }) {
  return (
    <div className={css.author}>
      <span className={`${css.avatar[size]} ${css.avatarTone[author.tone]}`} aria-hidden="true">
        {initialsOf(author.name)}
      </span>
      <div>
        <p className={css.name}>{author.name}</p>
        <p className={css.role}>{author.role}</p>
      </div>
    </div>
  );
}
