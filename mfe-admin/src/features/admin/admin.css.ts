import { style } from '@vanilla-extract/css';
import { media, raisedSurface, vars } from '@minibar/ui';

export const pageHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.x2,
  marginBottom: vars.space.x4,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.x1 });

export const panel = style({
  ...raisedSurface('lg', 'sm'),
  padding: vars.space.x4,
  maxWidth: 480,
  '@media': { [media.phone]: { padding: vars.space.x3 } },
});

export const stack = style({ display: 'grid', gap: vars.space.x2 });

export const muted = style({ color: vars.color.muted, fontSize: vars.fontSize.sm });

export const code = style({
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
  fontSize: vars.fontSize.sm,
  background: vars.color.surfaceAlt,
  padding: '2px 6px',
  borderRadius: vars.radius.sm,
});

export const counts = style({
  display: 'grid',
  gap: vars.space.x2,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 160px), 1fr))',
  listStyle: 'none',
  padding: 0,
  margin: `0 0 ${vars.space.x2}`,
});

export const deliverySummary = style({ color: vars.color.muted, fontSize: vars.fontSize.sm, marginBottom: vars.space.x4 });

export const countCard = style({ ...raisedSurface('md', 'sm'), padding: vars.space.x2 });

export const countNumber = style({ fontSize: vars.fontSize.x2, fontWeight: 800, color: vars.color.ink, lineHeight: 1.1 });

export const countLabel = style({ fontWeight: 600, color: vars.color.text });

export const errorText = style({ color: vars.color.danger, fontWeight: 500 });

/** Read only where the page's scripts do not run: with them, the page never shows it. */
export const withoutScripts = style([errorText, { selectors: { 'html[data-scripts="on"] &': { display: 'none' } } }]);

export const grow = style({ flex: 1 });
