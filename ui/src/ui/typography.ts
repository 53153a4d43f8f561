import { vars } from '../theme.css';

/**
 * The title of a page's hero: the largest type, heavy and tight, with a gap below. A style
 * object, not a class: each app spreads it into its own stylesheet (a remote's CSS cannot
 * compose a class of @minibar/ui, whose stylesheet on the page is the shell's build).
 */
export const heroTitleText = {
  fontSize: vars.fontSize.x3,
  fontWeight: 800,
  letterSpacing: '-0.02em',
  marginBottom: vars.space.x2,
} as const;
