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

/** The title of a section of a page. */
export const sectionTitleText = {
  fontSize: vars.text.h2,
  fontWeight: 800,
  letterSpacing: '-0.01em',
} as const;

/** The title of a card or panel. */
export const cardTitleText = {
  fontSize: vars.text.h3,
  fontWeight: 800,
} as const;

/** Fine print: notes under a form, captions, dates. */
export const smallText = {
  fontSize: vars.text.small,
  lineHeight: 1.5,
} as const;

/** Running text (an article, a policy): lines no longer than the measure. */
export const proseText = {
  maxWidth: vars.layout.measure,
} as const;
