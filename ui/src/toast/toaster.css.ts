import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme.css';

const slideIn = keyframes({ from: { transform: 'translateX(calc(100% + 24px))' }, to: { transform: 'translateX(0)' } });
const swipeOut = keyframes({
  from: { transform: 'translateX(var(--radix-toast-swipe-end-x))' },
  to: { transform: 'translateX(calc(100% + 24px))' },
});

export const viewport = style({
  position: 'fixed',
  bottom: 0,
  right: 0,
  zIndex: 100,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.x1,
  width: 'min(420px, 100vw)',
  margin: 0,
  padding: vars.space.x2,
  listStyle: 'none',
  outline: 'none',
});

export const toast = recipe({
  base: {
    display: 'grid',
    gridTemplateColumns: '1fr auto',
    gap: 4,
    padding: vars.space.x2,
    borderRadius: vars.radius.md,
    boxShadow: vars.shadow.lg,
    border: `1px solid ${vars.color.line}`,
    background: vars.color.surface,
    selectors: {
      '&[data-state="open"]': { animation: `${slideIn} 180ms ease-out` },
      '&[data-swipe="move"]': { transform: 'translateX(var(--radix-toast-swipe-move-x))' },
      '&[data-swipe="cancel"]': { transform: 'translateX(0)', transition: 'transform 200ms ease-out' },
      '&[data-swipe="end"]': { animation: `${swipeOut} 120ms ease-out` },
    },
  },
  variants: {
    variant: {
      default: {},
      success: { borderLeft: `4px solid ${vars.color.success}` },
      destructive: { background: vars.color.danger, color: '#fff', borderColor: vars.color.danger },
    },
  },
});

export const title = style({ fontWeight: 700, gridColumn: 1 });
export const description = style({ gridColumn: 1, fontSize: vars.fontSize.sm });
export const close = style({
  gridColumn: 2,
  gridRow: '1 / span 2',
  alignSelf: 'start',
  background: 'transparent',
  border: 0,
  color: 'inherit',
  cursor: 'pointer',
  fontSize: 20,
  lineHeight: 1,
  padding: 4,
  borderRadius: vars.radius.sm,
});
