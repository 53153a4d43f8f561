import { style } from '@vanilla-extract/css';
import { vars } from '@minibar/ui';

export const list = style({
  display: 'flex',
  gap: vars.space.x1,
  overflowX: 'auto',
  borderBottom: `1px solid ${vars.color.line}`,
  marginBottom: vars.space.x3,
});

export const trigger = style({
  font: 'inherit',
  fontWeight: 600,
  color: vars.color.muted,
  background: 'transparent',
  border: 0,
  borderBottom: '3px solid transparent',
  padding: `${vars.space.x1} ${vars.space.x2}`,
  minHeight: 44,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { color: vars.color.ink },
    '&[data-state="active"]': { color: vars.color.brandStrong, borderBottomColor: vars.color.brand },
  },
});

export const badge = style({
  marginLeft: 6,
  fontSize: vars.fontSize.xs,
  background: vars.color.surfaceAlt,
  borderRadius: vars.radius.pill,
  padding: '1px 8px',
});
