import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '@minibar/ui';

/** What the order confirmation adds inside the shared panel: the confirmed line and the order list. */
export const emphasis = style({ color: vars.color.text, fontWeight: 600 });

/** The shell's main is at least a screen tall: the page's background fills it. */
export const page = style({ minHeight: `calc(100vh - ${vars.layout.navHeight})` });

/** The order as a short list of labelled values, read left to right inside the centred panel. */
export const orderDetails = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${vars.space.x1} ${vars.space.x3}`,
  width: '100%',
  margin: 0,
  padding: vars.space.x3,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
  color: vars.color.text,
  textAlign: 'left',
  // On a phone each label sits above its value.
  '@media': { [media.phone]: { gridTemplateColumns: '1fr', rowGap: 0 } },
});
globalStyle(`${orderDetails} dt`, { color: vars.color.muted });
globalStyle(`${orderDetails} dd + dt`, { '@media': { [media.phone]: { marginTop: vars.space.x2 } } });
globalStyle(`${orderDetails} dd`, { margin: 0, fontWeight: 600, overflowWrap: 'anywhere' });
export const addressLine = style({ display: 'block' });
export const reference = style({ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontSize: vars.fontSize.sm, fontWeight: 500 });
