import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme.css';
import { raisedPanel } from '../ui/surfaces';

/** Brought into view below the fixed navigation, with room for the panel's top. */
const clearOfNavigation = `calc(${vars.layout.navHeight} + 20px + ${vars.space.x4})`;

export const panel = style([
  raisedPanel(vars.space.x6),
  {
    maxWidth: 640,
    marginInline: 'auto',
    display: 'grid',
    gap: vars.space.x2,
    justifyItems: 'center',
    textAlign: 'center',
    scrollMarginTop: clearOfNavigation,
    scrollMarginBottom: vars.space.x2,
  },
]);

const badge = style({
  display: 'grid',
  placeItems: 'center',
  width: 72,
  height: 72,
  borderRadius: vars.radius.pill,
  marginBottom: vars.space.x1,
});

export const badges = styleVariants({
  success: [badge, { background: vars.color.successTint, color: vars.color.success }],
  error: [badge, { background: vars.color.dangerTint, color: vars.color.danger }],
  progress: [badge, { background: vars.color.brandTint, color: vars.color.brand }],
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });
export const spinner = style({
  '@media': { '(prefers-reduced-motion: no-preference)': { animation: `${spin} 1s linear infinite` } },
});

export const heading = style({ fontSize: vars.fontSize.x2, fontWeight: 800, letterSpacing: '-0.01em', outline: 'none' });

/** The panel's text: muted sentences at a readable width; lists and tables inside take the full width. */
export const body = style({ display: 'grid', gap: vars.space.x2, justifyItems: 'center', width: '100%', color: vars.color.muted });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.x2,
  justifyContent: 'center',
  marginTop: vars.space.x2,
});
