import { style } from '@vanilla-extract/css';
import { vars } from '@minibar/ui';

/** A message where content would be (no article, no results): icon, title, text and an action, centred in a column. */
export const centredMessage = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.x2,
  textAlign: 'center',
});

export const messageIcon = style({ color: vars.color.brand });
