import { style } from '@vanilla-extract/css';
import { backdrop, fadeInKeyframes, vars } from '@minibar/ui';

export const overlay = style(backdrop(70, 'rgba(15, 31, 28, 0.82)'));

export const content = style({
  position: 'fixed',
  zIndex: 71,
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  width: 'min(960px, calc(100vw - 32px))',
  background: vars.color.surfaceDark,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  padding: vars.space.x2,
  animation: `${fadeInKeyframes} 150ms ease-out`,
  selectors: { '&:focus': { outline: 'none' } },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.x2,
  marginBottom: vars.space.x2,
});

export const title = style({ color: vars.color.onDark, fontSize: vars.fontSize.lg, fontWeight: 700 });

export const close = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 44,
  height: 44,
  border: 0,
  borderRadius: vars.radius.pill,
  background: 'rgba(255, 255, 255, 0.12)',
  color: '#fff',
  cursor: 'pointer',
  selectors: { '&:hover': { background: 'rgba(255, 255, 255, 0.24)' } },
});

export const frame = style({
  display: 'block',
  width: '100%',
  aspectRatio: '16 / 9',
  border: 0,
  borderRadius: vars.radius.md,
  background: '#000',
});
