import { style } from '@vanilla-extract/css';
import { media, vars } from '@minibar/ui';

/** The opportunity's three figures: what the kit costs, what it sells, what the driver keeps. */
export const equation = style({
  display: 'grid',
  gap: vars.space.x2,
  alignItems: 'stretch',
  gridTemplateColumns: '1fr',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '@media': { [media.wide]: { gridTemplateColumns: 'repeat(3, 1fr)' } },
});

export const figureCard = style({
  padding: vars.space.x4,
  borderRadius: vars.radius.lg,
  background: 'rgba(255, 255, 255, 0.06)',
  border: '1px solid rgba(255, 255, 255, 0.14)',
  textAlign: 'center',
});

export const figureValue = style({ display: 'block', fontSize: vars.fontSize.x3, fontWeight: 800, color: '#fff' });

export const figureHighlight = style({ color: vars.color.brandTint2 });

export const figureLabel = style({ color: vars.color.onDarkMuted, fontWeight: 600 });

export const claims = style({
  display: 'grid',
  gap: vars.space.x2,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 220px), 1fr))',
  marginTop: vars.space.x4,
  padding: 0,
  listStyle: 'none',
});

export const claim = style({ display: 'flex', alignItems: 'center', gap: vars.space.x1, color: vars.color.onDark, fontWeight: 600 });

export const claimIcon = style({ color: vars.color.brandTint2, flexShrink: 0 });
