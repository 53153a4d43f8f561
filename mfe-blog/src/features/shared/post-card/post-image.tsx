import { postArt, type PostImageName } from '../posts/post-images';
import * as css from './post-image.css';

/**
 * An article's picture, drawn inline in the page's own document: an <img> of an SVG makes a
 * document of its own for each picture, on the main thread, just as a phone shows the page.
 * It is decorative: the title beside it says what the article is about.
 */
export function PostImage({ name, className }: { name: PostImageName; className?: string }) {
  return <div className={`${css.art} ${className ?? ''}`} aria-hidden="true" dangerouslySetInnerHTML={{ __html: postArt[name] }} />;
}
