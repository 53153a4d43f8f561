import { style } from '@vanilla-extract/css';
import { media, vars } from 'shared-ui';

export const form = style({
  display: 'grid',
  gap: vars.space.x3,
  background: vars.color.surface,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
  padding: vars.space.x4,
  '@media': { [media.phone]: { padding: vars.space.x3 } },
});

export const consent = style({ fontSize: vars.fontSize.xs, color: vars.color.muted, lineHeight: 1.6 });

export const placeholder = style({ minHeight: 620 });
