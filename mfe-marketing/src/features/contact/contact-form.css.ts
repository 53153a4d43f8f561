import { style } from '@vanilla-extract/css';
import { raisedPanel, vars } from '@minibar/ui';

export const form = style([raisedPanel(), { display: 'grid', gap: vars.space.x3 }]);

export const consent = style({ fontSize: vars.fontSize.xs, color: vars.color.muted, lineHeight: 1.6 });

export const placeholder = style({ minHeight: 620 });
