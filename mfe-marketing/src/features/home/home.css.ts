import { style } from '@vanilla-extract/css';
import { heroTitleText, media, vars } from '@minibar/ui';

export const hero = style({
  background: `linear-gradient(160deg, ${vars.color.brandTint} 0%, ${vars.color.surface} 70%)`,
  paddingTop: vars.space.x8,
  paddingBottom: vars.space.x10,
  '@media': { [media.small]: { paddingTop: vars.space.x5, paddingBottom: vars.space.x8 } },
});

export const heroGrid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1.05fr) minmax(0, 1fr)',
  alignItems: 'center',
  gap: vars.space.x6,
  '@media': { [media.tablet]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.x4 } },
});

export const heroTitle = style({ ...heroTitleText, lineHeight: 1.08, marginBottom: vars.space.x3 });

export const heroLead = style({ fontSize: vars.fontSize.lg, color: vars.color.muted, marginBottom: vars.space.x4, maxWidth: '56ch' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.x2, alignItems: 'center' });

export const badges = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.x2,
  marginTop: vars.space.x4,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  color: vars.color.text,
});

export const badge = style({ display: 'inline-flex', alignItems: 'center', gap: 6 });

export const badgeIcon = style({ color: vars.color.success, flexShrink: 0 });

export const heroImage = style({ width: '100%', height: 'auto', maxWidth: 560, marginInline: 'auto' });

export const cardTitle = style({ fontSize: vars.fontSize.lg, fontWeight: 700, marginBottom: vars.space.x1 });

export const cardText = style({ color: vars.color.muted });

export const iconBubble = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 48,
  height: 48,
  borderRadius: vars.radius.md,
  background: vars.color.brandTint,
  color: vars.color.brand,
  marginBottom: vars.space.x2,
});

export const stats = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 220px), 1fr))',
  gap: vars.space.x3,
  marginTop: vars.space.x6,
  padding: vars.space.x4,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceDark,
  color: vars.color.onDark,
  listStyle: 'none',
});

export const statValue = style({ display: 'block', fontSize: vars.fontSize.xl, fontWeight: 800, color: '#fff' });

export const statLabel = style({ color: vars.color.onDarkMuted, fontSize: vars.fontSize.sm });
