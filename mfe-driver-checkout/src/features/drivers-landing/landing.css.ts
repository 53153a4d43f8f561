import { style } from '@vanilla-extract/css';
import { heroTitleText, media, sideBySide, vars } from '@minibar/ui';

export const heroGrid = style([sideBySide('1.1fr 0.9fr', '1fr'), { gap: vars.space.x6, alignItems: 'center' }]);

export const heroTitle = style(heroTitleText);

export const heroActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.x2, marginTop: vars.space.x4 });

export const heroFacts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.x3,
  marginTop: vars.space.x4,
  padding: 0,
  listStyle: 'none',
  color: vars.color.text,
  fontWeight: 600,
  fontSize: vars.fontSize.sm,
});

export const heroFact = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.x1 });

export const factIcon = style({ color: vars.color.brand, flexShrink: 0 });

export const heroArt = style({ width: '100%', height: 'auto', maxWidth: 480, marginInline: 'auto' });

export const stepList = style({
  display: 'grid',
  gap: vars.space.x3,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 240px), 1fr))',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

/** Worn with the shared card look: every step's card as tall as the row. */
export const stepCard = style({ height: '100%' });

export const stepIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 48,
  height: 48,
  marginBottom: vars.space.x2,
  borderRadius: vars.radius.md,
  background: vars.color.brandTint,
  color: vars.color.brand,
});

export const stepNumber = style({
  display: 'block',
  color: vars.color.accentStrong,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
});

export const stepTitle = style({ fontSize: vars.fontSize.lg, fontWeight: 700, marginBlock: vars.space.x1 });

export const muted = style({ color: vars.color.muted });

export const onDarkHeading = style({ color: vars.color.onDark });

export const onDarkLead = style({ color: vars.color.onDarkMuted });

export const onDarkEyebrow = style({ color: vars.color.brandTint2 });

export const equation = style({
  display: 'grid',
  gap: vars.space.x2,
  alignItems: 'stretch',
  gridTemplateColumns: '1fr',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '@media': { [media.wide]: { gridTemplateColumns: 'repeat(3, 1fr)' } },
});

export const figureCard = style({
  padding: vars.space.x4,
  borderRadius: vars.radius.lg,
  background: 'rgba(255, 255, 255, 0.06)',
  border: '1px solid rgba(255, 255, 255, 0.14)',
  textAlign: 'center',
});

export const figureValue = style({ display: 'block', fontSize: vars.fontSize.x3, fontWeight: 800, color: '#fff' });

export const figureHighlight = style({ color: vars.color.brandTint2 });

export const figureLabel = style({ color: vars.color.onDarkMuted, fontWeight: 600 });

export const claims = style({
  display: 'grid',
  gap: vars.space.x2,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 220px), 1fr))',
  marginTop: vars.space.x4,
  padding: 0,
  listStyle: 'none',
});

export const claim = style({ display: 'flex', alignItems: 'center', gap: vars.space.x1, color: vars.color.onDark, fontWeight: 600 });

export const claimIcon = style({ color: vars.color.brandTint2, flexShrink: 0 });
