import { keyframes, style } from '@vanilla-extract/css';
import { backdrop, media, vars } from '@minibar/ui';

const DRAWER_BREAKPOINT = media.navDrawer;
const BAR_BREAKPOINT = media.navBar;

export const header = style({
  position: 'fixed',
  insetInline: 0,
  top: 0,
  zIndex: 50,
  height: vars.layout.navHeight,
  background: 'rgba(255, 255, 255, 0.96)',
  backdropFilter: 'saturate(180%) blur(8px)',
  borderBottom: `1px solid ${vars.color.line}`,
});

export const inner = style({
  height: '100%',
  maxWidth: vars.layout.maxWidth,
  marginInline: 'auto',
  paddingInline: vars.space.x3,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.x3,
  '@media': { [media.phone]: { paddingInline: vars.space.x2 } },
});

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 10,
  textDecoration: 'none',
  color: vars.color.brand,
  borderRadius: vars.radius.sm,
  marginRight: 'auto',
});

export const logoMark = style({ width: 34, height: 34 });
export const logoText = style({ fontSize: '1.3rem', fontWeight: 800, letterSpacing: '-0.02em', color: vars.color.ink });
export const logoTextOnDark = style([logoText, { color: '#fff' }]);

export const barNav = style({
  display: 'flex',
  alignItems: 'center',
  gap: 2,
  '@media': { [DRAWER_BREAKPOINT]: { display: 'none' } },
});

export const barItem = style({
  padding: '8px 10px',
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  color: vars.color.text,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { color: vars.color.brand, background: vars.color.brandTint },
    '&[aria-current="page"]': { color: vars.color.brand },
  },
});

export const barActions = style({ '@media': { [DRAWER_BREAKPOINT]: { display: 'none' } } });

const menuButtonBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 44,
  height: 44,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.ink,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.brandTint } },
});

// The page's first script marks the document when scripts run. Without them the menu button
// cannot open its drawer, and a link to the footer's links takes its place.
export const menuButton = style([
  menuButtonBase,
  { '@media': { [BAR_BREAKPOINT]: { display: 'none' } }, selectors: { 'html:not([data-scripts="on"]) &': { display: 'none' } } },
]);
export const menuLinkWithoutScripts = style([
  menuButtonBase,
  { '@media': { [BAR_BREAKPOINT]: { display: 'none' } }, selectors: { 'html[data-scripts="on"] &': { display: 'none' } } },
]);
export const menuButtonInDrawer = menuButtonBase;

const slideIn = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'translateX(0)' } });

export const overlay = style(backdrop(60, 'rgba(15, 31, 28, 0.5)'));

export const drawer = style({
  position: 'fixed',
  top: 0,
  right: 0,
  bottom: 0,
  zIndex: 61,
  width: 'min(320px, 86vw)',
  padding: vars.space.x3,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.x3,
  background: vars.color.surface,
  boxShadow: vars.shadow.lg,
  overflowY: 'auto',
  animation: `${slideIn} 200ms ease-out`,
});

export const drawerHead = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between' });
export const drawerTitle = style({ fontSize: vars.fontSize.lg });
export const drawerNav = style({ display: 'flex', flexDirection: 'column' });

export const drawerItem = style({
  padding: '12px 8px',
  borderBottom: `1px solid ${vars.color.line}`,
  fontWeight: 600,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { color: vars.color.brand } },
});
