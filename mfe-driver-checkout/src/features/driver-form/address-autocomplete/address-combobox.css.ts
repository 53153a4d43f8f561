import { style } from '@vanilla-extract/css';
import { vars } from '@minibar/ui';

export const combobox = style({ position: 'relative' });

export const popup = style({
  position: 'absolute',
  insetInline: 0,
  top: `calc(100% + 4px)`,
  zIndex: 20,
  background: vars.color.surface,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  overflow: 'hidden',
});

export const listbox = style({ listStyle: 'none', margin: 0, padding: 0 });

export const option = style({
  padding: `${vars.space.x1} ${vars.space.x2}`,
  cursor: 'pointer',
  color: vars.color.text,
  ':hover': { background: vars.color.surfaceAlt },
  selectors: { '&[aria-selected="true"]': { background: vars.color.brandTint, color: vars.color.brandStrong } },
});

export const attribution = style({
  padding: `4px ${vars.space.x2}`,
  borderTop: `1px solid ${vars.color.line}`,
  fontSize: vars.fontSize.xs,
  color: vars.color.muted,
  textAlign: 'end',
});
