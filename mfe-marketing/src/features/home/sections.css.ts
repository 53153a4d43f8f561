import { style } from '@vanilla-extract/css';
import { vars } from '@minibar/ui';

/** The video's card under the home page's steps: a play button on the brand colour, deepening to dark. */
export const videoCard = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.x2,
  aspectRatio: '16 / 9',
  maxWidth: 720,
  marginInline: 'auto',
  borderRadius: vars.radius.lg,
  background: `radial-gradient(circle at 30% 20%, ${vars.color.brand} 0%, ${vars.color.brandStrong} 55%, ${vars.color.surfaceDark} 100%)`,
  border: '1px solid rgba(255, 255, 255, 0.12)',
  boxShadow: vars.shadow.lg,
  padding: vars.space.x3,
});

export const playButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 88,
  height: 88,
  paddingLeft: 6,
  border: 0,
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  color: '#fff',
  cursor: 'pointer',
  boxShadow: '0 0 0 12px rgba(255, 255, 255, 0.12)',
  transition: 'transform 150ms ease, background-color 150ms ease',
  selectors: {
    '&:hover': { background: vars.color.accentStrong, transform: 'scale(1.05)' },
    '&:focus-visible': { outline: '3px solid #fff', outlineOffset: 4 },
  },
});

export const videoCaption = style({ color: vars.color.onDark, fontWeight: 600, textAlign: 'center' });
