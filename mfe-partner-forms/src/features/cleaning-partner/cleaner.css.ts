import { style } from '@vanilla-extract/css';
import { media, raisedSurface, vars } from '@minibar/ui';

/** The cleaner hero's top padding is 56px. */
export const hero = style({
  paddingTop: 56,
  paddingBottom: vars.space.x8,
  background: `linear-gradient(160deg, ${vars.color.brandTint} 0%, ${vars.color.surface} 75%)`,
});

export const earningsCard = style({
  ...raisedSurface('lg', 'lg'),
  padding: vars.space.x4,
  display: 'grid',
  gap: vars.space.x2,
});

export const earningsTitle = style({ fontSize: vars.fontSize.lg, fontWeight: 700 });

export const earningsRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.x2,
  paddingBottom: vars.space.x1,
  borderBottom: `1px dashed ${vars.color.line}`,
  color: vars.color.muted,
});

export const earningsValue = style({ fontWeight: 700, color: vars.color.ink });

export const earningsTotal = style({ fontSize: vars.fontSize.x2, fontWeight: 800, color: vars.color.brandStrong });

export const claim = style({
  textAlign: 'center',
  fontSize: vars.fontSize.x2,
  fontWeight: 800,
  color: vars.color.onDark,
  '@media': { [media.small]: { fontSize: vars.fontSize.xl } },
});

export const claimNote = style({ textAlign: 'center', color: vars.color.onDarkMuted, marginTop: vars.space.x1 });

export const exampleAmount = style({ fontSize: vars.fontSize.x2, fontWeight: 800, color: vars.color.brandStrong });

export const benefitList = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: vars.space.x2,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 320px), 1fr))',
});

export const benefit = style({ display: 'flex', alignItems: 'center', gap: vars.space.x2, fontWeight: 600 });

/** The five steps in one row on wide screens, stacked on phones. */
export const fiveSteps = style({
  display: 'grid',
  gap: vars.space.x2,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 200px), 1fr))',
});
