import { globalStyle, style } from '@vanilla-extract/css';

/** The drawing fills its frame, cropped at its edges like a cover-fitted picture. */
export const art = style({ display: 'block' });
globalStyle(`${art} > svg`, { display: 'block', width: '100%', height: '100%' });
