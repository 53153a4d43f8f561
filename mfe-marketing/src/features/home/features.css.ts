import { style } from '@vanilla-extract/css';
import { media, sideBySide, vars } from '@minibar/ui';

export const blocks = style({ display: 'grid', gap: vars.space.x8 });

export const block = style([
  sideBySide('repeat(2, minmax(0, 1fr))'),
  {
    alignItems: 'center',
    gap: vars.space.x6,
    scrollMarginTop: `calc(${vars.layout.navHeight} + 20px)`,
    '@media': { [media.tablet]: { gap: vars.space.x3 } },
  },
]);

/** Every other block puts its picture first on wide screens. */
export const imageFirst = style({
  '@media': { [media.wide]: { order: -1 } },
});

export const picture = style({
  width: '100%',
  height: 'auto',
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
  background: vars.color.surface,
});

export const title = style({ fontSize: vars.fontSize.xl, fontWeight: 800, marginBottom: vars.space.x1 });

export const subtitle = style({ fontWeight: 700, color: vars.color.brand, marginBottom: vars.space.x2 });

export const description = style({ color: vars.color.muted, marginBottom: vars.space.x3 });

export const benefits = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 220px), 1fr))',
  gap: vars.space.x2,
  padding: 0,
  margin: `0 0 ${vars.space.x4}`,
  listStyle: 'none',
});

export const benefit = style({ display: 'flex', alignItems: 'center', gap: vars.space.x1, fontWeight: 600, color: vars.color.text });

export const benefitIcon = style({
  display: 'inline-flex',
  flexShrink: 0,
  alignItems: 'center',
  justifyContent: 'center',
  width: 36,
  height: 36,
  borderRadius: vars.radius.md,
  background: vars.color.brandTint,
  color: vars.color.brand,
});
