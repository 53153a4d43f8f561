import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme.css';

/** One look for every button and button-styled link. */
export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.x1,
    border: '2px solid transparent',
    borderRadius: vars.radius.pill,
    fontFamily: 'inherit',
    fontWeight: 700,
    lineHeight: 1.2,
    textDecoration: 'none',
    cursor: 'pointer',
    transition: 'background-color 150ms ease, border-color 150ms ease, color 150ms ease, box-shadow 150ms ease',
    selectors: {
      '&:disabled, &[aria-disabled="true"]': { opacity: 0.6, cursor: 'not-allowed' },
    },
  },
  variants: {
    tone: {
      primary: {
        background: vars.color.accent,
        color: '#fff',
        selectors: { '&:hover:not(:disabled)': { background: vars.color.accentStrong } },
      },
      brand: {
        background: vars.color.brand,
        color: '#fff',
        selectors: { '&:hover:not(:disabled)': { background: vars.color.brandStrong } },
      },
      outline: {
        background: 'transparent',
        color: vars.color.brand,
        borderColor: vars.color.brand,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.brandTint } },
      },
      light: {
        background: '#fff',
        color: vars.color.brandStrong,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.brandTint } },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.text,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.surfaceAlt } },
      },
    },
    size: {
      sm: { padding: '8px 16px', fontSize: vars.fontSize.sm, minHeight: 40 },
      md: { padding: '12px 24px', fontSize: vars.fontSize.md, minHeight: 48 },
      lg: { padding: '16px 32px', fontSize: vars.fontSize.lg, minHeight: 56 },
    },
    block: { true: { width: '100%' }, false: {} },
  },
  defaultVariants: { tone: 'primary', size: 'md', block: false },
});

export type ButtonVariants = RecipeVariants<typeof button>;
