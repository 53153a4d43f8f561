import { style } from '@vanilla-extract/css';
import { media, vars } from '@minibar/ui';

export const footer = style({
  background: vars.color.surfaceDark,
  color: vars.color.onDarkMuted,
  paddingTop: vars.space.x8,
  // The phone menu's stand-in link without scripts jumps here: clear of the fixed navigation.
  scrollMarginTop: vars.layout.navHeight,
});

export const inner = style({
  maxWidth: vars.layout.maxWidth,
  marginInline: 'auto',
  paddingInline: vars.space.x3,
  display: 'grid',
  gap: vars.space.x5,
  gridTemplateColumns: '2fr 1fr 1.4fr 1.2fr',
  '@media': {
    [media.tablet]: { gridTemplateColumns: '1fr 1fr' },
    [media.small]: { gridTemplateColumns: '1fr' },
  },
});

export const brandColumn = style({ display: 'flex', flexDirection: 'column', gap: vars.space.x2 });
export const logo = style({ display: 'inline-flex', alignItems: 'center', gap: 10, color: '#5fd0bd', textDecoration: 'none', alignSelf: 'start' });
export const blurb = style({ maxWidth: '42ch', fontSize: vars.fontSize.sm });
export const social = style({ display: 'flex', gap: vars.space.x1 });
export const socialLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 40,
  height: 40,
  borderRadius: vars.radius.pill,
  background: 'rgba(255,255,255,0.08)',
  color: vars.color.onDark,
  selectors: { '&:hover': { background: vars.color.brand } },
});
export const heading = style({ color: '#fff', fontSize: vars.fontSize.md, marginBottom: vars.space.x2 });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 10, fontSize: vars.fontSize.sm });
export const link = style({
  color: vars.color.onDarkMuted,
  textDecoration: 'none',
  selectors: { '&:hover': { color: '#fff', textDecoration: 'underline' } },
});
export const bottom = style({
  maxWidth: vars.layout.maxWidth,
  marginInline: 'auto',
  marginTop: vars.space.x6,
  padding: `${vars.space.x3} ${vars.space.x3}`,
  borderTop: '1px solid rgba(255,255,255,0.12)',
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.x2,
  justifyContent: 'space-between',
  fontSize: vars.fontSize.xs,
});
export const legal = style({ display: 'flex', gap: vars.space.x3, flexWrap: 'wrap' });
