import { globalStyle, keyframes, style } from '@vanilla-extract/css';

/** Marks a drawing whose parts may move. */
export const motion = style({});

const float = keyframes({ '0%, 100%': { transform: 'translateY(0)' }, '50%': { transform: 'translateY(-8px)' } });
const pulse = keyframes({ '0%, 100%': { opacity: 0.35 }, '50%': { opacity: 1 } });
const appear = keyframes({ '0%, 45%': { opacity: 0 }, '55%, 92%': { opacity: 1 }, '100%': { opacity: 0 } });

/** Each moving part, and what it shows when the visitor prefers no motion: the moment the drawing is about. */
const parts = {
  float: { moving: { animation: `${float} 4s ease-in-out infinite` }, still: {} },
  pulse: { moving: { animation: `${pulse} 1.8s ease-in-out infinite` }, still: { opacity: 1 } },
  appear: { moving: { animation: `${appear} 4s ease-in-out infinite` }, still: { opacity: 1 } },
} as const;

for (const [part, { moving, still }] of Object.entries(parts)) {
  globalStyle(`${motion} .${part}`, {
    ...moving,
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none', ...still } },
  });
}
