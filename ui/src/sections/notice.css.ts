import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme.css';

const base = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.x1,
  padding: `${vars.space.x2} ${vars.space.x2}`,
  borderRadius: vars.radius.md,
  border: '1px solid',
  fontSize: vars.fontSize.sm,
  lineHeight: 1.5,
});

export const tones = styleVariants({
  info: [base, { background: vars.color.brandTint, color: vars.color.brandStrong, borderColor: vars.color.brandTint2 }],
  success: [base, { background: vars.color.successTint, color: vars.color.success, borderColor: vars.color.success }],
  error: [base, { background: vars.color.dangerTint, color: vars.color.danger, borderColor: vars.color.danger }],
});

export const icon = style({ flexShrink: 0, marginTop: 1 });

export const title = style({ display: 'block', fontWeight: 700 });
