import { style } from '@vanilla-extract/css';
import { media, vars } from '@minibar/ui';

/** Form parts @minibar/ui does not have: choice groups, the agreement line, the placeholders. */

export const form = style({ display: 'grid', gap: vars.space.x3 });

export const fieldset = style({ border: 0, padding: 0, margin: 0, minWidth: 0, display: 'grid', gap: 6 });

export const legend = style({ padding: 0, fontWeight: 600, fontSize: vars.fontSize.sm, color: vars.color.ink, marginBottom: 6 });

export const choices = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.x2 });

export const choice = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.x1,
  minHeight: 44,
  padding: `0 ${vars.space.x2}`,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  selectors: { '&:hover': { borderColor: vars.color.brand }, '&:focus-within': { borderColor: vars.color.brand } },
});

export const checkboxRow = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.x1, lineHeight: 1.5 });

export const checkbox = style({ width: 20, height: 20, marginTop: 3, flexShrink: 0, accentColor: vars.color.brand });

export const fieldError = style({ color: vars.color.danger, fontSize: vars.fontSize.sm, fontWeight: 500 });

/** The hotel's additional-information box is at least 100px tall. */
export const textareaTall = style({ selectors: { 'textarea&': { minHeight: 100 } } });

export const note = style({ fontSize: vars.fontSize.sm, color: vars.color.muted });

export const placeholder = style({
  display: 'grid',
  placeItems: 'center',
  color: vars.color.muted,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
});

/** Approximate heights of the three forms (one column on phones, two on wider screens). */
export const hostPlaceholder = style({ minHeight: 560, '@media': { [media.small]: { minHeight: 880 } } });
export const hotelPlaceholder = style({ minHeight: 720, '@media': { [media.small]: { minHeight: 1200 } } });
export const cleanerPlaceholder = style({ minHeight: 760, '@media': { [media.small]: { minHeight: 1100 } } });
