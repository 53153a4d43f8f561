import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme.css';
import { media } from './breakpoints';

export const container = style({
  width: '100%',
  maxWidth: vars.layout.maxWidth,
  marginInline: 'auto',
  paddingInline: vars.space.x3,
  '@media': { [media.phone]: { paddingInline: vars.space.x2 } },
});

export const section = recipe({
  base: {
    paddingBlock: vars.space.x10,
    scrollMarginTop: `calc(${vars.layout.navHeight} + 20px)`,
    '@media': { [media.small]: { paddingBlock: vars.space.x8 } },
  },
  variants: {
    tone: {
      plain: { background: vars.color.surface },
      alt: { background: vars.color.surfaceAlt },
      brand: { background: vars.color.brandTint },
      dark: { background: vars.color.surfaceDark, color: vars.color.onDark },
    },
  },
  defaultVariants: { tone: 'plain' },
});

export const eyebrow = style({
  display: 'inline-block',
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: vars.color.brand,
  marginBottom: vars.space.x1,
});

export const sectionHeading = style({
  fontSize: vars.fontSize.x2,
  fontWeight: 800,
  letterSpacing: '-0.01em',
  marginBottom: vars.space.x2,
  '@media': { [media.small]: { fontSize: '1.625rem' } },
});

export const lead = style({
  fontSize: vars.fontSize.lg,
  color: vars.color.muted,
  maxWidth: '62ch',
});

export const sectionIntro = style({
  textAlign: 'center',
  marginInline: 'auto',
  maxWidth: '720px',
  marginBottom: vars.space.x6,
});

export const grid = recipe({
  base: { display: 'grid', gap: vars.space.x3 },
  variants: {
    columns: {
      2: { gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 320px), 1fr))' },
      3: { gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 260px), 1fr))' },
      4: { gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 220px), 1fr))' },
    },
  },
  defaultVariants: { columns: 3 },
});

export const card = recipe({
  base: {
    background: vars.color.surface,
    border: `1px solid ${vars.color.line}`,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.sm,
    padding: vars.space.x3,
  },
  variants: {
    interactive: {
      true: {
        transition: 'box-shadow 160ms ease, transform 160ms ease',
        selectors: { '&:hover': { boxShadow: vars.shadow.md, transform: 'translateY(-2px)' } },
      },
      false: {},
    },
  },
  defaultVariants: { interactive: false },
});

export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

/** A section's intro on a dark background. */
export const eyebrowOnDark = style({ color: vars.color.brandTint2 });
export const headingOnDark = style({ color: vars.color.onDark });
export const leadOnDark = style({ color: vars.color.onDarkMuted });
