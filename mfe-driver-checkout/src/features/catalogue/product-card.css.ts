import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@minibar/ui';

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.x1,
  height: '100%',
  padding: vars.space.x2,
  background: vars.color.surface,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  transition: 'box-shadow 160ms ease, transform 160ms ease',
  selectors: { '&:hover': { boxShadow: vars.shadow.md, transform: 'translateY(-2px)' } },
});

export const image = style({
  display: 'block',
  width: '100%',
  aspectRatio: '1',
  maxWidth: 160,
  marginInline: 'auto',
  marginBottom: vars.space.x1,
});

globalStyle(`${image} > svg`, { display: 'block', width: '100%', height: '100%' });

export const badge = style({
  alignSelf: 'flex-start',
  padding: '2px 10px',
  borderRadius: vars.radius.pill,
  background: vars.color.accentTint,
  color: vars.color.accentStrong,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
});

export const name = style({ fontSize: vars.fontSize.md, fontWeight: 700 });

export const description = style({ color: vars.color.muted, fontSize: vars.fontSize.sm, flexGrow: 1 });

export const prices = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: vars.space.x1, marginTop: vars.space.x1 });

export const struck = style({ color: vars.color.subtle, fontSize: vars.fontSize.sm });

export const wholesale = style({ color: vars.color.ink, fontSize: vars.fontSize.lg, fontWeight: 800 });

export const wholesaleLabel = style({ color: vars.color.muted, fontSize: vars.fontSize.xs });

export const profitRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.x1 });

export const profitBar = style({ flexGrow: 1, width: '100%', height: 8, borderRadius: vars.radius.pill, overflow: 'hidden' });

export const profitTrack = style({ fill: vars.color.brandTint2 });

export const profitFill = style({ fill: vars.color.success });

export const profitText = style({ color: vars.color.success, fontSize: vars.fontSize.xs, fontWeight: 700, whiteSpace: 'nowrap' });
