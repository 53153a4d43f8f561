import { style } from '@vanilla-extract/css';
import { vars } from '@minibar/ui';

export const notice = style({
  background: vars.color.accentTint,
  borderBottom: `1px solid ${vars.color.line}`,
  paddingBlock: vars.space.x3,
});

export const inner = style({ display: 'grid', gap: vars.space.x1 });

export const title = style({ fontSize: vars.fontSize.xl });

export const text = style({ color: vars.color.text, margin: 0 });
