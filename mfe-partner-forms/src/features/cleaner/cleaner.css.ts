import { style } from '@vanilla-extract/css';
import { raisedSurface, vars } from '@minibar/ui';

/** The sample earnings card under the hero's drawing. */
export const earningsCard = style({
  ...raisedSurface('lg', 'md'),
  width: '100%',
  maxWidth: 440,
  padding: vars.space.x3,
  display: 'grid',
  gap: vars.space.x1,
});

export const earningsTitle = style({ fontSize: vars.fontSize.lg, fontWeight: 700 });

export const earningsRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.x2,
  paddingBottom: vars.space.x1,
  borderBottom: `1px dashed ${vars.color.line}`,
  color: vars.color.muted,
});

export const earningsValue = style({ fontWeight: 700, color: vars.color.ink });

export const earningsTotal = style({ fontSize: vars.fontSize.x2, fontWeight: 800, color: vars.color.brandStrong });

export const examples = style({ listStyle: 'none', padding: 0, margin: 0, maxWidth: 900, marginInline: 'auto' });

export const exampleTitle = style({ fontSize: vars.fontSize.lg, fontWeight: 700, marginBottom: vars.space.x1 });

export const exampleText = style({ color: vars.color.muted });

export const exampleAmount = style({ fontSize: vars.fontSize.x2, fontWeight: 800, color: vars.color.brandStrong });
