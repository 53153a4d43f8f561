import { globalStyle, style } from '@vanilla-extract/css';
import { proseText, vars } from '@minibar/ui';

/** Typography of an article's HTML body (its elements come from the post, not from JSX). */
export const prose = style({ fontSize: vars.fontSize.md, lineHeight: 1.75, color: vars.color.text });

globalStyle(`${prose} > * + *`, { marginTop: vars.space.x2 });
globalStyle(`${prose} p, ${prose} ul, ${prose} ol, ${prose} blockquote`, proseText);
globalStyle(`${prose} h2`, {
  fontSize: vars.fontSize.xl,
  fontWeight: 800,
  marginTop: vars.space.x5,
  letterSpacing: '-0.01em',
});
globalStyle(`${prose} h3`, { fontSize: vars.fontSize.lg, fontWeight: 700, marginTop: vars.space.x4 });
globalStyle(`${prose} ul, ${prose} ol`, { paddingLeft: vars.space.x3, margin: 0 });
globalStyle(`${prose} ul, ${prose} ol`, { marginTop: vars.space.x2 });
globalStyle(`${prose} li + li`, { marginTop: vars.space.x1 });
globalStyle(`${prose} li::marker`, { color: vars.color.brand, fontWeight: 700 });
globalStyle(`${prose} strong`, { color: vars.color.ink });
globalStyle(`${prose} a`, { color: vars.color.brand, fontWeight: 600 });
globalStyle(`${prose} blockquote`, {
  margin: 0,
  paddingLeft: vars.space.x2,
  borderLeft: `4px solid ${vars.color.brand}`,
  color: vars.color.muted,
});
