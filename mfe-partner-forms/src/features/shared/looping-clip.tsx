interface LoopingClipProps {
  /** The drawing's SVG markup; its moving parts carry the classes `className` animates. */
  markup: string;
  /** What the clip shows, for people who cannot see it. */
  description: string;
  /** The clip's frame and the animation of its parts. */
  className: string;
}

/**
 * The hero's looping, silent clip: an SVG drawing shipped with the remote and written into the
 * server HTML, its parts moved by the page's stylesheet. A few kilobytes instead of a video
 * file, sharp at any width, nothing that can fail to play, still when the visitor prefers
 * reduced motion. Drawn into the page, not shown as an image: the browser then redraws only
 * what moves, off the main thread, where an SVG image is drawn again whole at every frame.
 */
export function LoopingClip({ markup, description, className }: LoopingClipProps) {
  return <div className={className} role="img" aria-label={description} dangerouslySetInnerHTML={{ __html: markup }} />;
}
