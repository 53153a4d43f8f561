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

// The picture keeps its 16:9 shape, centred on a matching tint when the text is taller.
export const imageFrame = style({ display: 'flex', alignItems: 'center', background: vars.color.brandTint });

export const image = style({ width: '100%', height: 'auto', aspectRatio: '16 / 9' });

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
