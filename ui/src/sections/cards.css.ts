import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme.css';
import { media } from '../ui/breakpoints';

/** What steps, benefit cards and testimonials share: a list laid out as a grid of equal cards. */
export const list = style({ listStyle: 'none', padding: 0, margin: 0 });

/** Steps: as many per row as fit at 220 px (four or five on a desktop), one per row on a phone. */
export const stepGrid = style({
  display: 'grid',
  gap: vars.space.x3,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 200px), 1fr))',
});

export const card = style({ height: '100%' });

export const cardTitle = style({ fontSize: vars.fontSize.lg, fontWeight: 700, marginBottom: vars.space.x1 });

export const cardText = style({ color: vars.color.muted });

const badge = {
  display: 'inline-grid',
  placeItems: 'center',
  width: 48,
  height: 48,
  marginBottom: vars.space.x2,
} as const;

/** A step's number: the brand colour, round. */
export const stepNumber = style({
  ...badge,
  borderRadius: vars.radius.pill,
  background: vars.color.brand,
  color: '#fff',
  fontSize: vars.fontSize.lg,
  fontWeight: 800,
});

/** A benefit's icon: the brand colour on its tint, a rounded square. */
export const iconBadge = style({
  ...badge,
  borderRadius: vars.radius.md,
  background: vars.color.brandTint,
  color: vars.color.brandStrong,
});

/** What a section sets under its cards (a video, a note, a phone line). */
export const after = style({ marginTop: vars.space.x6 });

/** Benefit cards: the given number per row on a desktop, two on a tablet, one on a phone. */
export const benefitGrid = styleVariants({ 2: [2], 3: [3], 4: [4], 5: [5] } as const, ([columns]) => ({
  display: 'grid',
  gap: vars.space.x3,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': {
    [media.wide]: { gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` },
    [media.small]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
}));
