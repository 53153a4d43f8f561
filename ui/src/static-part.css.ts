import { style } from '@vanilla-extract/css';

/** The wrapper lays out nothing of its own: its children sit in the parent's layout as if it were not there. */
export const staticPart = style({ display: 'contents' });
