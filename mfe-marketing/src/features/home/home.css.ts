import { style } from '@vanilla-extract/css';
import { vars } from '@minibar/ui';

export const heroImage = style({ width: '100%', height: 'auto', maxWidth: 560, marginInline: 'auto' });

export const stats = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 220px), 1fr))',
  gap: vars.space.x3,
  margin: 0,
  padding: vars.space.x4,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceDark,
  color: vars.color.onDark,
  listStyle: 'none',
});

export const statValue = style({ display: 'block', fontSize: vars.fontSize.xl, fontWeight: 800, color: '#fff' });

export const statLabel = style({ color: vars.color.onDarkMuted, fontSize: vars.fontSize.sm });
