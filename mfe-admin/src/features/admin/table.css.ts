import { style } from '@vanilla-extract/css';
import { vars } from '@minibar/ui';

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.x2,
  marginBottom: vars.space.x2,
});

export const searchForm = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.x1, flex: '1 1 320px', maxWidth: 520 });

export const scroller = style({
  // Positioned, so the visually hidden text inside scrolls with it instead of widening the page.
  position: 'relative',
  overflowX: 'auto',
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });

export const headCell = style({
  textAlign: 'left',
  fontWeight: 700,
  color: vars.color.ink,
  background: vars.color.surfaceAlt,
  padding: `12px ${vars.space.x2}`,
  whiteSpace: 'nowrap',
});

export const cell = style({
  padding: `12px ${vars.space.x2}`,
  borderTop: `1px solid ${vars.color.line}`,
  verticalAlign: 'middle',
  maxWidth: 280,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const pill = style({
  display: 'inline-block',
  borderRadius: vars.radius.pill,
  padding: '2px 10px',
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  background: vars.color.surfaceAlt,
  color: vars.color.text,
  whiteSpace: 'nowrap',
});

export const pillGood = style([pill, { background: vars.color.successTint, color: vars.color.success }]);
export const pillBad = style([pill, { background: vars.color.dangerTint, color: vars.color.danger }]);

export const pager = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.x2,
  marginTop: vars.space.x2,
});

export const empty = style({ padding: vars.space.x4, textAlign: 'center', color: vars.color.muted });
