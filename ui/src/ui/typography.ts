import { vars } from '../theme.css';

/*
 * The type scale's roles as style objects, not classes: each app spreads them into its own
 * stylesheet (a remote's CSS cannot compose a class of @minibar/ui, whose stylesheet on the
 * page is the shell's build).
 */

/** The title of a page's hero: the largest type, heavy and tight, with a gap below. */
export const heroTitleText = {
  fontSize: vars.text.h1,
  fontWeight: 800,
  letterSpacing: '-0.02em',
  marginBottom: vars.space.x2,
} as const;

/** Running text (an article, a policy): lines no longer than the measure. */
export const proseText = {
  maxWidth: vars.layout.measure,
} as const;
