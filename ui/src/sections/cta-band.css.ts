import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css';
import { media } from '../ui/breakpoints';

/** The closing band: the brand colour, deep to bright, light text centred. */
export const band = style({
  background: `linear-gradient(135deg, ${vars.color.brandStrong} 0%, ${vars.color.brand} 100%)`,
  paddingBlock: vars.space.x10,
  color: '#fff',
  scrollMarginTop: `calc(${vars.layout.navHeight} + 20px)`,
  '@media': { [media.small]: { paddingBlock: vars.space.x8 } },
});

export const inner = style({ textAlign: 'center', maxWidth: 820 });

export const title = style({
  color: '#fff',
  fontSize: vars.fontSize.x2,
  fontWeight: 800,
  letterSpacing: '-0.01em',
  marginBottom: vars.space.x2,
  '@media': { [media.small]: { fontSize: '1.625rem' } },
});

export const text = style({ color: vars.color.brandTint, fontSize: vars.fontSize.lg, marginBottom: vars.space.x4 });

export const actions = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space.x3 });

/** A secondary link on the band: white, underlined. */
export const link = style({
  color: '#fff',
  fontWeight: 600,
  textDecoration: 'underline',
  textUnderlineOffset: 4,
  selectors: {
    '&:hover': { color: vars.color.brandTint2 },
    '&:focus-visible': { outline: '3px solid #fff', outlineOffset: 4 },
  },
});

export const highlights = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.x2,
  listStyle: 'none',
  padding: 0,
  margin: `${vars.space.x5} 0 0`,
});

export const highlight = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.x1,
  padding: `${vars.space.x1} ${vars.space.x2}`,
  borderRadius: vars.radius.pill,
  background: 'rgba(255, 255, 255, 0.12)',
  border: '1px solid rgba(255, 255, 255, 0.28)',
  color: '#fff',
  fontWeight: 600,
  fontSize: vars.fontSize.sm,
});
