import { style } from '@vanilla-extract/css';
import { media, pillChip, vars } from 'shared-ui';

export const browser = style({ textAlign: 'center' });

/** Roughly the grid's height, so the page does not jump when it arrives. */
export const placeholder = style({ minHeight: 1200 });

export const margin = style({
  display: 'inline-flex',
  alignItems: 'baseline',
  gap: vars.space.x1,
  marginBottom: vars.space.x4,
  padding: `${vars.space.x1} ${vars.space.x2}`,
  borderRadius: vars.radius.pill,
  background: vars.color.successTint,
  color: vars.color.success,
  fontWeight: 700,
});

export const marginFigure = style({ fontSize: vars.fontSize.xl, fontWeight: 800 });

export const tabList = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.x1,
  marginBottom: vars.space.x4,
});

export const tab = style(pillChip('&[data-state="active"]'));

export const tabCount = style({ marginLeft: 6, opacity: 0.8, fontWeight: 500 });

export const grid = style({
  display: 'grid',
  gap: vars.space.x3,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 220px), 1fr))',
  '@media': { [media.phone]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.x2 } },
  listStyle: 'none',
  margin: 0,
  padding: 0,
  textAlign: 'left',
});

export const note = style({
  marginTop: vars.space.x4,
  textAlign: 'center',
  color: vars.color.muted,
  fontSize: vars.fontSize.sm,
});
