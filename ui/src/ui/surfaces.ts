import { fadeInKeyframes, vars } from '../theme.css';
import { media } from './breakpoints';

/*
 * Style objects, not classes: each app spreads or composes them into its own stylesheet (a
 * remote's CSS cannot compose a class of @minibar/ui, whose stylesheet on the page is the
 * shell's build).
 */

/**
 * The look of a raised panel or card (a partner page's cards, the admin's tables): the surface
 * colour, the hairline border, and a radius and a shadow from the theme's scales.
 */
export function raisedSurface(radius: keyof typeof vars.radius, shadow: keyof typeof vars.shadow) {
  return {
    background: vars.color.surface,
    border: `1px solid ${vars.color.line}`,
    borderRadius: vars.radius[radius],
    boxShadow: vars.shadow[shadow],
  };
}

/** The raised white panel that holds a form, a calculator or a payment: roomier on wide screens. */
export function raisedPanel(padding: string = vars.space.x4) {
  return {
    background: vars.color.surface,
    border: `1px solid ${vars.color.line}`,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.md,
    padding,
    '@media': { [media.phone]: { padding: vars.space.x3 } },
  };
}

/**
 * A pill-shaped chip (a filter, a tab, a share button): outlined on white, brand-coloured on
 * hover, and filled with the brand colour while the element matches `selectedSelector`.
 */
export function pillChip(selectedSelector?: string) {
  const selected = { background: vars.color.brand, borderColor: vars.color.brand, color: vars.color.surface };
  return {
    minHeight: 44,
    padding: `${vars.space.x1} ${vars.space.x2}`,
    border: `1px solid ${vars.color.line}`,
    borderRadius: vars.radius.pill,
    background: vars.color.surface,
    color: vars.color.text,
    font: 'inherit',
    fontSize: vars.fontSize.sm,
    fontWeight: 600,
    cursor: 'pointer',
    transition: 'background-color 150ms ease, border-color 150ms ease, color 150ms ease',
    selectors: {
      '&:hover': { borderColor: vars.color.brand, color: vars.color.brandStrong },
      ...(selectedSelector ? { [selectedSelector]: selected } : {}),
    },
  };
}

/** Columns side by side on screens wider than a tablet, `stacked` (one column) below. */
export function sideBySide(columns: string, stacked = 'minmax(0, 1fr)') {
  return {
    display: 'grid',
    gridTemplateColumns: stacked,
    '@media': { [media.wide]: { gridTemplateColumns: columns } },
  };
}

/** The tinted layer under a dialog or a drawer, fading in over the page. */
export function backdrop(zIndex: number, tint: string) {
  return { position: 'fixed', inset: 0, zIndex, background: tint, animation: `${fadeInKeyframes} 150ms ease-out` } as const;
}
