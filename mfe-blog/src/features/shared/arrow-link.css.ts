import { style } from '@vanilla-extract/css';
import { vars } from '@minibar/ui';

/** A bold brand-coloured text link with an arrow icon beside its words. */
export const arrowLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  fontWeight: 700,
  color: vars.color.brand,
  textDecoration: 'none',
});
