import { globalFontFace } from '@vanilla-extract/css';
import { BRAND_FONT_FAMILY, BRAND_FONT_FILE, FALLBACK_FACES, FALLBACK_FONT_FAMILY, INTER_METRICS } from './brand-font';

/** The characters of the Latin subset, as the font package declares them. */
const LATIN =
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD';

// Text shows at once in the fallback and swaps to the brand font when it arrives.
globalFontFace(BRAND_FONT_FAMILY, {
  src: `url("${BRAND_FONT_FILE}") format("woff2")`,
  fontWeight: '100 900',
  fontStyle: 'normal',
  fontDisplay: 'swap',
  unicodeRange: LATIN,
});

const percent = (ratio: number) => `${(ratio * 100).toFixed(2)}%`;

const { unitsPerEm, ascent, descent, lineGap } = INTER_METRICS;
for (const { weights, fonts, sizeAdjust } of FALLBACK_FACES) {
  globalFontFace(FALLBACK_FONT_FAMILY, {
    src: fonts.map((name) => `local("${name}")`).join(', '),
    fontWeight: weights,
    sizeAdjust: percent(sizeAdjust),
    ascentOverride: percent(ascent / unitsPerEm / sizeAdjust),
    descentOverride: percent(descent / unitsPerEm / sizeAdjust),
    lineGapOverride: percent(lineGap / unitsPerEm / sizeAdjust),
  });
}
