import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme.css';

/** The questions as one column of raised rows, at a readable width. */
export const root = style({ maxWidth: 800, marginInline: 'auto', display: 'grid', gap: vars.space.x2 });

export const item = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.sm,
  overflow: 'hidden',
});

export const header = style({ margin: 0, fontSize: vars.fontSize.md });

export const chevron = style({
  flexShrink: 0,
  color: vars.color.brand,
  transition: 'transform 200ms ease',
  // Without scripts every answer is shown open and there is nothing to expand.
  selectors: { 'html:not([data-scripts="on"]) &': { display: 'none' } },
});

export const trigger = style({
  all: 'unset',
  boxSizing: 'border-box',
  width: '100%',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.x2,
  padding: `${vars.space.x2} ${vars.space.x3}`,
  fontWeight: 700,
  color: vars.color.ink,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceAlt },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' },
  },
});

export const content = style({ paddingInline: vars.space.x3, paddingBottom: vars.space.x2 });

export const answer = style({ color: vars.color.muted });

// The page's first script marks the document when scripts run; without them the answer shows.
export const answerWithoutScripts = style([
  answer,
  { margin: 0, padding: `0 ${vars.space.x3} ${vars.space.x2}`, selectors: { 'html[data-scripts="on"] &': { display: 'none' } } },
]);

// Radix marks the open item; the chevron turns to show it.
globalStyle(`${trigger}[data-state="open"] ${chevron}`, { transform: 'rotate(180deg)' });

/** What a page adds under its questions (a phone line): centred. */
export const after = style({ maxWidth: 800, marginInline: 'auto', marginTop: vars.space.x4, textAlign: 'center', fontSize: vars.fontSize.lg });
