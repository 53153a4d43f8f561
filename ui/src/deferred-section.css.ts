import { style } from '@vanilla-extract/css';

/** The copy of a section's server HTML lays out as the section's own children did. */
export const serverHtmlCopy = style({ display: 'contents' });
