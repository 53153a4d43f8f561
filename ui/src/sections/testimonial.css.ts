import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css';

/** One quote alone sits centred at a readable width; two or more share a grid. */
export const single = style({ maxWidth: 760, marginInline: 'auto' });

/** Everything in a testimonial starts at the same left edge: stars, quote, author. */
export const figure = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.x2,
  height: '100%',
  margin: 0,
  padding: vars.space.x4,
  textAlign: 'left',
});

export const stars = style({ display: 'flex', gap: 2, color: vars.color.accent });

export const quote = style({ margin: 0, flex: 1, fontSize: vars.fontSize.lg, color: vars.color.ink });

export const author = style({ display: 'flex', alignItems: 'center', gap: vars.space.x2 });

export const avatar = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: 48,
  height: 48,
  flexShrink: 0,
  borderRadius: vars.radius.pill,
  background: vars.color.brand,
  color: '#fff',
  fontWeight: 800,
  fontSize: vars.fontSize.lg,
});

export const name = style({ display: 'block', color: vars.color.ink });

export const role = style({ display: 'block', color: vars.color.muted, fontSize: vars.fontSize.sm });
