import * as css from './page.css';

interface LoopingClipProps {
  src: string;
  /** What the clip shows, for people who cannot see it. */
  description: string;
}

/**
 * The hero's looping, silent clip. It is an animated SVG shipped with the remote: a few
 * kilobytes instead of a video file, sharp at any width, nothing that can fail to play,
 * and its animation stops when the visitor prefers reduced motion.
 */
export function LoopingClip({ src, description }: LoopingClipProps) {
  return <img className={css.media} src={src} alt={description} width={640} height={400} decoding="async" fetchPriority="high" />;
}
