import { style } from '@vanilla-extract/css';
import { pillChip, vars } from '@minibar/ui';
import { arrowLink } from '../shared/arrow-link.css';
import { centredMessage } from '../shared/message.css';

/** Articles read best at about 70 characters a line. */
export const column = style({ maxWidth: '760px', marginInline: 'auto' });

export const header = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.x2 });

export const backLink = style([arrowLink, { minHeight: 44, selectors: { '&:hover': { textDecoration: 'underline' } } }]);

export const title = style({
  fontSize: vars.fontSize.x3,
  fontWeight: 800,
  letterSpacing: '-0.02em',
  lineHeight: 1.15,
});

export const lead = style({ fontSize: vars.fontSize.lg, color: vars.color.muted });

export const heroImage = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 9',
  marginBlock: vars.space.x5,
  borderRadius: vars.radius.lg,
  background: vars.color.brandTint,
  boxShadow: vars.shadow.md,
  overflow: 'hidden',
});

export const share = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.x2,
  marginTop: vars.space.x6,
  paddingTop: vars.space.x3,
  borderTop: `1px solid ${vars.color.line}`,
});

export const shareTitle = style({ fontSize: vars.fontSize.md, fontWeight: 700 });

export const shareList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.x1,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const shareButton = style([
  pillChip(),
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.x1,
    textDecoration: 'none',
    selectors: { '&:hover': { background: vars.color.brandTint } },
  },
]);

export const relatedTitle = style({ fontSize: vars.fontSize.x2, fontWeight: 800, marginBottom: vars.space.x4 });

export const notFound = style([centredMessage, { paddingBlock: vars.space.x6 }]);
