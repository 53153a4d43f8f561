import { style } from '@vanilla-extract/css';
import { media, sideBySide, vars } from '@minibar/ui';

export const testimonial = style({ display: 'flex', flexDirection: 'column', gap: vars.space.x2, margin: 0, padding: vars.space.x4 });

export const quoteMark = style({ color: vars.color.brandTint2 });

export const quote = style({ margin: 0, fontSize: vars.fontSize.lg, color: vars.color.ink, flex: 1 });

export const author = style({ display: 'flex', alignItems: 'center', gap: vars.space.x2 });

export const avatar = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 48,
  height: 48,
  flexShrink: 0,
  borderRadius: vars.radius.pill,
  background: vars.color.brand,
  color: '#fff',
  fontWeight: 800,
  fontSize: vars.fontSize.lg,
});

export const authorName = style({ display: 'block', color: vars.color.ink });

export const authorRole = style({ display: 'block', color: vars.color.muted, fontSize: vars.fontSize.sm });

export const howGrid = style([sideBySide('minmax(0, 1fr) minmax(0, 1fr)'), { gap: vars.space.x6, alignItems: 'center' }]);

export const eyebrowOnDark = style({
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: vars.color.brandTint2,
  marginBottom: vars.space.x1,
});

export const headingOnDark = style({ color: '#fff' });

export const steps = style({ display: 'grid', gap: vars.space.x3, padding: 0, margin: `${vars.space.x3} 0 0`, listStyle: 'none' });

export const step = style({ display: 'flex', gap: vars.space.x2, alignItems: 'flex-start' });

export const stepNumber = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: 40,
  height: 40,
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  color: '#fff',
  fontWeight: 800,
});

export const stepTitle = style({ color: '#fff', fontSize: vars.fontSize.lg, fontWeight: 700, marginBottom: 4 });

export const stepText = style({ color: vars.color.onDarkMuted });

export const videoCard = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.x2,
  aspectRatio: '16 / 10',
  borderRadius: vars.radius.lg,
  background: `radial-gradient(circle at 30% 20%, ${vars.color.brand} 0%, ${vars.color.brandStrong} 55%, ${vars.color.surfaceDark} 100%)`,
  border: '1px solid rgba(255, 255, 255, 0.12)',
  boxShadow: vars.shadow.lg,
  padding: vars.space.x3,
});

export const playButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 88,
  height: 88,
  paddingLeft: 6,
  border: 0,
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  color: '#fff',
  cursor: 'pointer',
  boxShadow: '0 0 0 12px rgba(255, 255, 255, 0.12)',
  transition: 'transform 150ms ease, background-color 150ms ease',
  selectors: {
    '&:hover': { background: vars.color.accentStrong, transform: 'scale(1.05)' },
    '&:focus-visible': { outline: '3px solid #fff', outlineOffset: 4 },
  },
});

export const videoCaption = style({ color: vars.color.onDark, fontWeight: 600, textAlign: 'center' });

export const cta = style({
  background: `linear-gradient(135deg, ${vars.color.brandStrong} 0%, ${vars.color.brand} 100%)`,
  paddingBlock: vars.space.x10,
  color: '#fff',
  '@media': { [media.small]: { paddingBlock: vars.space.x8 } },
});

export const ctaInner = style({ textAlign: 'center', maxWidth: 820 });

export const ctaTitle = style({ color: '#fff', fontSize: vars.fontSize.x2, fontWeight: 800, marginBottom: vars.space.x2 });

export const ctaText = style({ color: vars.color.brandTint, fontSize: vars.fontSize.lg, marginBottom: vars.space.x4 });

export const ctaActions = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.x3,
});

export const ctaLink = style({
  color: '#fff',
  fontWeight: 600,
  textDecoration: 'underline',
  textUnderlineOffset: 4,
  selectors: {
    '&:hover': { color: vars.color.brandTint2 },
    '&:focus-visible': { outline: '3px solid #fff', outlineOffset: 4 },
  },
});
