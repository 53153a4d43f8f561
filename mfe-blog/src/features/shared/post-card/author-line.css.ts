import { style } from '@vanilla-extract/css';
import { vars } from '@minibar/ui';

export const author = style({ display: 'flex', alignItems: 'center', gap: 12 });

export const avatar = style({ borderRadius: vars.radius.pill, flexShrink: 0 });

export const name = style({ fontWeight: 700, color: vars.color.ink, fontSize: vars.fontSize.sm, lineHeight: 1.3 });

export const role = style({ color: vars.color.muted, fontSize: vars.fontSize.xs, lineHeight: 1.4 });
