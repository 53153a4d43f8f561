import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme.css';
import { media } from '../ui/breakpoints';
import { heroTitleText } from '../ui/typography';

/** Every page opens on the same band: a brand tint fading to white, 56 px above the text. */
export const hero = style({
  background: `linear-gradient(160deg, ${vars.color.brandTint} 0%, ${vars.color.surface} 72%)`,
  paddingTop: 56,
  paddingBottom: vars.space.x10,
  '@media': { [media.small]: { paddingBottom: vars.space.x8 } },
});

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1.05fr) minmax(0, 1fr)',
  alignItems: 'center',
  gap: vars.space.x6,
  '@media': { [media.tablet]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.x4 } },
});

/** A hero without a drawing (a list page): its text centred, and closer to the content it introduces. */
export const textOnly = style({ selectors: { '&&': { paddingBottom: vars.space.x6 } } });

export const centred = style({ textAlign: 'center', maxWidth: 820 });
globalStyle(`${centred} p`, { marginInline: 'auto' });
globalStyle(`${centred} ul`, { justifyContent: 'center' });

export const title = style({ ...heroTitleText, lineHeight: 1.08, marginBottom: vars.space.x3 });

export const lead = style({ fontSize: vars.fontSize.lg, color: vars.color.muted, marginBottom: vars.space.x4, maxWidth: '56ch' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.x2, alignItems: 'center' });

export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.x1} ${vars.space.x3}`,
  marginTop: vars.space.x4,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  color: vars.color.text,
});

export const fact = style({ display: 'inline-flex', alignItems: 'center', gap: 6 });

export const factIcon = style({ color: vars.color.success, flexShrink: 0 });

/** The illustration column: the drawing, and whatever the page sets under it. */
export const art = style({ display: 'grid', gap: vars.space.x3, justifyItems: 'center', width: '100%' });

/** A drawing written into the page: as wide as its column, never taller than it is drawn. */
export const illustration = style({ width: '100%', maxWidth: 560, lineHeight: 0 });
globalStyle(`${illustration} > svg, ${illustration} > img`, { display: 'block', width: '100%', height: 'auto' });
