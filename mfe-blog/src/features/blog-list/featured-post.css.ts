import { style } from '@vanilla-extract/css';
import { media, sideBySide, vars } from '@minibar/ui';

export const featured = style([
  sideBySide('minmax(0, 1.15fr) minmax(0, 1fr)', '1fr'),
  {
    background: vars.color.surface,
    border: `1px solid ${vars.color.line}`,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.md,
    overflow: 'hidden',
    marginBottom: vars.space.x6,
  },
]);

// The picture fills its half of the card whatever the text's height: cropped at its edges, never letterboxed.
export const imageFrame = style({ display: 'flex', background: vars.color.surfaceAlt, minHeight: 0 });

/** The drawing covers the frame like a cover-fitted picture. */
export const art = style({ width: '100%', aspectRatio: '16 / 9', '@media': { [media.wide]: { aspectRatio: 'auto', minHeight: '100%' } } });

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  alignItems: 'flex-start',
  gap: vars.space.x2,
  padding: vars.space.x5,
  '@media': { [media.small]: { padding: vars.space.x3 } },
});

export const title = style({
  fontSize: vars.fontSize.xl,
  fontWeight: 800,
  letterSpacing: '-0.01em',
  '@media': { [media.wide]: { fontSize: vars.fontSize.x2 } },
});

export const excerpt = style({ color: vars.color.muted });

export const cta = style({ marginTop: vars.space.x1 });
