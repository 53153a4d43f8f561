import { style } from '@vanilla-extract/css';
import { sideBySide, vars } from '@minibar/ui';

export const layoutGrid = style([sideBySide('1.2fr 1fr', '1fr'), { gap: vars.space.x4, alignItems: 'start' }]);

export const title = style({ fontSize: vars.fontSize.x3, fontWeight: 800, letterSpacing: '-0.02em', marginBottom: vars.space.x2 });

export const cardTitle = style({ fontSize: vars.fontSize.lg, fontWeight: 700, marginBottom: vars.space.x2 });

export const list = style({ display: 'grid', gap: vars.space.x2, margin: 0, padding: 0, listStyle: 'none' });

export const listItem = style({ display: 'flex', gap: vars.space.x1, alignItems: 'flex-start' });

export const check = style({ color: vars.color.success, flexShrink: 0, marginTop: 3 });

export const claims = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.x2, marginTop: vars.space.x3 });

export const claim = style({
  padding: `${vars.space.x1} ${vars.space.x2}`,
  borderRadius: vars.radius.pill,
  background: vars.color.brandTint,
  color: vars.color.brandStrong,
  fontWeight: 700,
  fontSize: vars.fontSize.sm,
});

export const price = style({ display: 'flex', alignItems: 'baseline', gap: vars.space.x1, marginBottom: vars.space.x3 });

export const priceFigure = style({ fontSize: vars.fontSize.x2, fontWeight: 800, color: vars.color.ink });

export const priceNote = style({ color: vars.color.muted });

export const methods = style({ border: 0, margin: 0, padding: 0, minWidth: 0, display: 'grid', gap: vars.space.x1, marginBottom: vars.space.x3 });

export const legend = style({ fontWeight: 700, color: vars.color.ink, marginBottom: vars.space.x1 });

export const method = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.x2,
  minHeight: 56,
  padding: `${vars.space.x1} ${vars.space.x2}`,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  fontWeight: 600,
  transition: 'border-color 150ms ease, background-color 150ms ease',
  selectors: {
    '&:hover': { borderColor: vars.color.brand },
    '&:has(input:checked)': { borderColor: vars.color.brand, background: vars.color.brandTint },
    '&:has(input:focus-visible)': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});

export const radio = style({ width: 20, height: 20, margin: 0, accentColor: vars.color.brand });

export const methodIcon = style({ color: vars.color.brand, marginLeft: 'auto' });

export const shipping = style({ marginTop: vars.space.x2, color: vars.color.muted, fontSize: vars.fontSize.sm, textAlign: 'center' });

export const success = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.x2,
  textAlign: 'center',
  maxWidth: 560,
  marginInline: 'auto',
});

export const successIcon = style({ color: vars.color.success });

export const demonstration = style({
  display: 'flex',
  gap: vars.space.x2,
  alignItems: 'flex-start',
  marginBottom: vars.space.x4,
  padding: vars.space.x2,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.accent}`,
  background: vars.color.accentTint,
  color: vars.color.ink,
});

export const demonstrationIcon = style({ color: vars.color.accentStrong, flexShrink: 0, marginTop: 2 });

export const demonstrationTitle = style({ fontWeight: 700 });

export const demonstrationBeside = style({ marginTop: vars.space.x1, color: vars.color.accentStrong, fontWeight: 600, textAlign: 'center' });
