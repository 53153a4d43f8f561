import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@minibar/ui';

/** At least a screen tall, so the footer never rises into view on a short page. */
export const main = style({ paddingTop: vars.layout.navHeight, minHeight: '100vh', outline: 'none', display: 'flex', flexDirection: 'column' });

// The page's last section fills what is left of the screen, in its own colour: no band of
// another colour between a short page and the footer.
globalStyle(`${main} > :last-child`, { flexGrow: 1 });

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
