import { keyframes, style } from '@vanilla-extract/css';
import { raisedPanel, sideBySide, vars } from '@minibar/ui';

export const layoutGrid = style([sideBySide('minmax(0, 5fr) minmax(0, 6fr)'), { gap: vars.space.x4, alignItems: 'start' }]);

export const intro = style({ display: 'grid', gap: vars.space.x2 });

export const title = style({
  fontSize: vars.fontSize.x3,
  fontWeight: 800,
  letterSpacing: '-0.02em',
});

export const note = style({ fontSize: vars.fontSize.sm, color: vars.color.muted, fontStyle: 'italic' });

export const panel = style([raisedPanel(), { display: 'grid', gap: vars.space.x3 }]);

export const panelHeading = style({ fontSize: vars.fontSize.xl, fontWeight: 700 });

export const lineItems = style({ display: 'grid', gap: vars.space.x1, margin: 0 });

export const lineItem = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.x2,
  paddingBlock: vars.space.x1,
  borderBottom: `1px solid ${vars.color.line}`,
});

export const totalRow = style([lineItem, { borderBottom: 'none', fontWeight: 800, fontSize: vars.fontSize.lg, color: vars.color.ink }]);

export const term = style({ margin: 0 });
export const amount = style({ margin: 0, fontVariantNumeric: 'tabular-nums' });

export const perks = style({ display: 'grid', gap: vars.space.x1, padding: 0, margin: 0, listStyle: 'none', color: vars.color.muted });
export const perk = style({ display: 'flex', gap: vars.space.x1, alignItems: 'center' });
export const perkIcon = style({ color: vars.color.brand, flexShrink: 0 });

export const paymentFieldArea = style({ minHeight: 120 });

export const secureNote = style({
  display: 'flex',
  gap: vars.space.x1,
  alignItems: 'center',
  fontSize: vars.fontSize.sm,
  color: vars.color.muted,
});

export const legal = style({ fontSize: vars.fontSize.xs, color: vars.color.subtle, textAlign: 'center' });

export const statePanel = style([panel, { textAlign: 'center', justifyItems: 'center', maxWidth: 560, marginInline: 'auto' }]);
export const stateIcon = style({ color: vars.color.brand });
export const stateIconError = style({ color: vars.color.danger });
export const stateMessage = style({ color: vars.color.muted });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.x2, justifyContent: 'center' });

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  '@media': { '(prefers-reduced-motion: no-preference)': { animation: `${spin} 1s linear infinite` } },
});

/** The shell's main is at least a screen tall: the page's background fills it. */
export const page = style({ minHeight: `calc(100vh - ${vars.layout.navHeight})` });
