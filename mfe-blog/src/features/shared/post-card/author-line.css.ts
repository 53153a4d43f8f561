import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@minibar/ui';

export const author = style({ display: 'flex', alignItems: 'center', gap: 12 });

const circle = style({
  display: 'inline-grid',
  placeItems: 'center',
  flexShrink: 0,
  borderRadius: vars.radius.pill,
  color: '#fff',
  fontWeight: 700,
  lineHeight: 1,
});

export const avatar = styleVariants({
  sm: [circle, { width: 40, height: 40, fontSize: 14 }],
  md: [circle, { width: 56, height: 56, fontSize: 20 }],
});

export const avatarTone = styleVariants({
  brand: { background: vars.color.brand },
  brandStrong: { background: vars.color.brandStrong },
  accent: { background: vars.color.accent },
});

export const name = style({ fontWeight: 700, color: vars.color.ink, fontSize: vars.fontSize.sm, lineHeight: 1.3 });

export const role = style({ color: vars.color.muted, fontSize: vars.fontSize.xs, lineHeight: 1.4 });
