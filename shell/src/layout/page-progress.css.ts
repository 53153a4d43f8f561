import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '@minibar/ui';

const sweep = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'translateX(250%)' },
});

export const track = style({
  position: 'fixed',
  insetInline: 0,
  top: 0,
  // Above the fixed navigation.
  zIndex: 60,
  height: '3px',
  overflow: 'hidden',
  background: vars.color.brandTint2,
});

export const bar = style({
  width: '40%',
  height: '100%',
  background: vars.color.brand,
  animation: `${sweep} 1.1s ease-in-out infinite`,
  '@media': {
    // Without motion, the bar stands still across the whole track.
    '(prefers-reduced-motion: reduce)': { animation: 'none', width: '100%' },
  },
});
