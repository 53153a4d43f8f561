import { globalStyle, style } from '@vanilla-extract/css';
import { media as breakpoint, raisedSurface, vars } from '@minibar/ui';

/** The application form's raised frame. */
export const formPanel = style({
  maxWidth: 760,
  marginInline: 'auto',
  ...raisedSurface('lg', 'md'),
  padding: vars.space.x5,
  '@media': { [breakpoint.small]: { padding: vars.space.x3 } },
});

// Once the application is stored its confirmation is a raised panel of its own: the form's frame steps aside.
globalStyle(`${formPanel}:has([data-form-outcome="success"])`, { background: 'none', border: 0, boxShadow: 'none', padding: 0 });

/** Two calls to action side by side, wrapping on a phone. */
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.x2, alignItems: 'center' });
