import { style } from '@vanilla-extract/css';
import { media, vars } from '@minibar/ui';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 0.8fr) minmax(0, 1.2fr)',
  gap: vars.space.x6,
  alignItems: 'start',
  '@media': { [media.tablet]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.x4 } },
});

export const details = style({
  display: 'grid',
  gap: vars.space.x2,
  padding: 0,
  margin: `${vars.space.x4} 0 0`,
  listStyle: 'none',
  fontWeight: 600,
});

export const detail = style({ display: 'flex', alignItems: 'center', gap: vars.space.x1 });

export const detailIcon = style({ color: vars.color.brand, flexShrink: 0 });
