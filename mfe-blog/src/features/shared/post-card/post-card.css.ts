import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@minibar/ui';
import { arrowLink } from '../arrow-link.css';

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surface,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  overflow: 'hidden',
  transition: 'box-shadow 160ms ease, transform 160ms ease',
  selectors: {
    '&:hover': { boxShadow: vars.shadow.lg, transform: 'translateY(-2px)' },
    '&:has(a:focus-visible)': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const imageFrame = style({ aspectRatio: '16 / 9', background: vars.color.brandTint, overflow: 'hidden' });

export const image = style({ width: '100%', height: '100%' });

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.x1,
  padding: vars.space.x3,
  flex: 1,
});

const metaLineBase = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.x1} ${vars.space.x2}`,
  color: vars.color.muted,
});

/** The category and date line: small on a card, a step larger above an article. */
export const metaLine = styleVariants({
  card: [metaLineBase, { fontSize: vars.fontSize.xs }],
  article: [metaLineBase, { fontSize: vars.fontSize.sm }],
});

export const metaItem = style({ display: 'inline-flex', alignItems: 'center', gap: 6 });

export const categoryBadge = style({
  display: 'inline-block',
  padding: '4px 12px',
  borderRadius: vars.radius.pill,
  background: vars.color.brandTint,
  color: vars.color.brandStrong,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
});

export const title = style({ fontSize: vars.fontSize.lg, fontWeight: 700, marginTop: 4 });

export const excerpt = style({ color: vars.color.muted, fontSize: vars.fontSize.sm, flex: 1 });

export const readLink = style([
  arrowLink,
  {
    marginTop: vars.space.x1,
    selectors: {
      // Stretched over the card: the whole card opens the article.
      '&::after': { content: '""', position: 'absolute', inset: 0 },
      '&:focus-visible': { outline: 'none' },
      [`${card}:hover &`]: { textDecoration: 'underline' },
    },
  },
]);
