import { style } from '@vanilla-extract/css';
import { media, vars } from '@minibar/ui';

export const panel = style({
  maxWidth: 760,
  marginInline: 'auto',
  padding: vars.space.x5,
  background: vars.color.surface,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
  '@media': { [media.small]: { padding: vars.space.x3 } },
});

export const legend = style({ fontSize: vars.fontSize.lg, fontWeight: 700, color: vars.color.ink, marginBottom: vars.space.x2 });

export const fieldset = style({ border: 0, margin: 0, padding: 0, minWidth: 0, marginBottom: vars.space.x4 });

export const actions = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space.x2, marginTop: vars.space.x2 });

export const nextStep = style({ color: vars.color.muted, fontWeight: 600, textAlign: 'center' });

export const agreement = style({ color: vars.color.subtle, fontSize: vars.fontSize.xs, textAlign: 'center' });

/** Roughly the form's height, so the page does not jump when it arrives. */
export const placeholder = style({
  minHeight: 960,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: vars.color.muted,
  '@media': { [media.small]: { minHeight: 1400 } },
});

export const noScript = style({
  selectors: { 'html[data-scripts="on"] &': { display: 'none' } },
  marginBottom: vars.space.x3,
  padding: vars.space.x2,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.accent}`,
  background: vars.color.accentTint,
  color: vars.color.ink,
  fontWeight: 600,
});
