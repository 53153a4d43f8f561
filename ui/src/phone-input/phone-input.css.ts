import { controlRule } from '../ui/field.css';
import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css';

export const wrapper = style({ display: 'flex', alignItems: 'stretch', position: 'relative' });

export const countryButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  padding: '0 12px',
  minHeight: 48,
  font: 'inherit',
  background: vars.color.surfaceAlt,
  border: '1px solid #9ca3af',
  borderRight: 0,
  borderRadius: `${vars.radius.md} 0 0 ${vars.radius.md}`,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.brandTint } },
});

export const flag = style({ fontSize: 20, lineHeight: 1 });

// The form control's look written into this entry's own stylesheet: each remote bundles the
// phone input and ships the styles it uses.
export const input = style([controlRule, { borderTopLeftRadius: '0 !important', borderBottomLeftRadius: '0 !important', flex: 1 }]);

export const popover = style({
  zIndex: 60,
  width: 'min(320px, calc(100vw - 32px))',
  maxHeight: 340,
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surface,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  overflow: 'hidden',
});

export const command = style({ display: 'flex', flexDirection: 'column', minHeight: 0, flex: 1 });

export const search = style({
  margin: vars.space.x1,
  padding: '8px 12px',
  font: 'inherit',
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.sm,
});

export const list = style({ margin: 0, padding: 0, overflowY: 'auto', maxHeight: 280 });

export const option = style({
  display: 'flex',
  width: '100%',
  alignItems: 'center',
  gap: 10,
  padding: '8px 12px',
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  textAlign: 'left',
  background: 'transparent',
  border: 0,
  cursor: 'pointer',
  selectors: {
    // The active option (moved by the arrow keys or the pointer) and the current country.
    '&[data-selected="true"]': { background: vars.color.brandTint, outline: `2px solid ${vars.color.brand}`, outlineOffset: -2 },
    '&[data-current="true"]': { fontWeight: 700 },
  },
});

export const dial = style({ marginLeft: 'auto', color: vars.color.subtle });

export const empty = style({ padding: '12px', color: vars.color.subtle, fontSize: vars.fontSize.sm });
