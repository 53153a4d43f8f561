import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { media, raisedPanel, vars } from '@minibar/ui';

export const panel = style([
  raisedPanel(vars.space.x6),
  { maxWidth: 600, marginInline: 'auto', display: 'grid', gap: vars.space.x2, justifyItems: 'center', textAlign: 'center' },
]);

export const heading = style({ fontSize: vars.fontSize.x2, fontWeight: 800, letterSpacing: '-0.01em' });
export const message = style({ color: vars.color.muted, maxWidth: '46ch' });
export const emphasis = style({ color: vars.color.text, fontWeight: 600 });

const iconBadge = style({
  display: 'grid',
  placeItems: 'center',
  width: 72,
  height: 72,
  borderRadius: vars.radius.pill,
  marginBottom: vars.space.x1,
});
export const successBadge = style([iconBadge, { background: vars.color.successTint, color: vars.color.success }]);
export const errorBadge = style([iconBadge, { background: vars.color.dangerTint, color: vars.color.danger }]);
export const progressBadge = style([iconBadge, { background: vars.color.brandTint, color: vars.color.brand }]);

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });
export const spinner = style({
  '@media': { '(prefers-reduced-motion: no-preference)': { animation: `${spin} 1s linear infinite` } },
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.x2,
  justifyContent: 'center',
  marginTop: vars.space.x2,
});

/** The shell's main is at least a screen tall: the page's background fills it. */
export const page = style({ minHeight: `calc(100vh - ${vars.layout.navHeight})` });

/** The order as a short list of labelled values, read left to right inside the centred panel. */
export const orderDetails = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${vars.space.x1} ${vars.space.x3}`,
  width: '100%',
  marginBlock: vars.space.x2,
  padding: vars.space.x3,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
  textAlign: 'left',
  // On a phone each label sits above its value.
  '@media': { [media.phone]: { gridTemplateColumns: '1fr', rowGap: 0 } },
});
globalStyle(`${orderDetails} dt`, { color: vars.color.muted });
globalStyle(`${orderDetails} dd + dt`, { '@media': { [media.phone]: { marginTop: vars.space.x2 } } });
globalStyle(`${orderDetails} dd`, { margin: 0, fontWeight: 600, overflowWrap: 'anywhere' });
export const addressLine = style({ display: 'block' });
export const reference = style({ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontSize: vars.fontSize.sm, fontWeight: 500 });
