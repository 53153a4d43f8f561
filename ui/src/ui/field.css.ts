import { type StyleRule, style } from '@vanilla-extract/css';
import { vars } from '../theme.css';

export const field = style({ display: 'flex', flexDirection: 'column', gap: 6 });

export const label = style({ fontWeight: 600, fontSize: vars.fontSize.sm, color: vars.color.ink });

/** The look of every form control; also composed by the phone input, which each remote bundles. */
export const controlRule: StyleRule = {
  width: '100%',
  minHeight: 48,
  padding: '10px 14px',
  font: 'inherit',
  fontSize: vars.fontSize.md,
  color: vars.color.text,
  background: vars.color.surface,
  border: `1px solid #9ca3af`,
  borderRadius: vars.radius.md,
  transition: 'border-color 150ms ease, box-shadow 150ms ease',
  selectors: {
    '&:hover': { borderColor: vars.color.muted },
    '&:focus': { outline: 'none', borderColor: vars.color.brand, boxShadow: `0 0 0 3px ${vars.color.brandTint2}` },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    'textarea&': { minHeight: 120, resize: 'vertical' },
  },
};

export const control = style(controlRule);

export const error = style({ color: vars.color.danger, fontSize: vars.fontSize.sm, fontWeight: 500 });

export const hint = style({ color: vars.color.subtle, fontSize: vars.fontSize.xs });

export const formGrid = style({
  display: 'grid',
  gap: vars.space.x2,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 240px), 1fr))',
});

export const fullRow = style({ gridColumn: '1 / -1' });
