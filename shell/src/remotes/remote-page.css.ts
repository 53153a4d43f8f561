import { style } from '@vanilla-extract/css';
import { vars } from '@minibar/ui';

export const fallback = style({ paddingBlock: vars.space.x12, background: vars.color.surfaceAlt, textAlign: 'center' });
export const fallbackTitle = style({ fontSize: vars.fontSize.xl, marginBottom: vars.space.x2 });
export const fallbackText = style({ color: vars.color.muted, marginBottom: vars.space.x3, marginInline: 'auto', maxWidth: '52ch' });
export const loading = style({ minHeight: '70vh' });
