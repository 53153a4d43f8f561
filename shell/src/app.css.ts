import { style } from '@vanilla-extract/css';
import { vars } from 'shared-ui';

export const main = style({ paddingTop: vars.layout.navHeight, minHeight: '100vh', outline: 'none' });

export const skipLink = style({
  position: 'absolute',
  left: 8,
  top: -60,
  zIndex: 100,
  padding: '8px 16px',
  background: vars.color.ink,
  color: '#fff',
  borderRadius: vars.radius.sm,
  selectors: { '&:focus': { top: 8 } },
});
