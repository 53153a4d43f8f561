import { style } from '@vanilla-extract/css';
import { vars } from '@minibar/ui';

export const plans = style({ listStyle: 'none', padding: 0, margin: 0, maxWidth: 900, marginInline: 'auto' });

export const planName = style({ fontSize: vars.fontSize.lg, fontWeight: 700, marginBottom: vars.space.x1 });

export const planPrice = style({ fontSize: vars.fontSize.x2, fontWeight: 800, color: vars.color.brandStrong, marginBottom: vars.space.x1 });

export const planPeriod = style({ fontSize: vars.fontSize.md, fontWeight: 500, color: vars.color.muted, marginLeft: 4 });

export const planSummary = style({ color: vars.color.muted, marginBottom: vars.space.x2 });

export const planFeatures = style({ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: vars.space.x1 });

export const planFeature = style({ display: 'flex', gap: vars.space.x1, alignItems: 'flex-start' });

export const planCheck = style({ color: vars.color.success, flexShrink: 0, marginTop: 4 });

export const phoneLink = style({ fontWeight: 700, whiteSpace: 'nowrap' });

export const phoneIcon = style({ display: 'inline', verticalAlign: 'middle' });
