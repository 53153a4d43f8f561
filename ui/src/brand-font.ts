/**
 * The brand typeface, Inter, self-hosted from @fontsource-variable/inter: one variable file
 * for every weight, its Latin subset only (the site is written in English). The theme declares
 * it (brand-font.css.ts); the shell's build copies the file into its assets under a hashed
 * name.
 */
export const BRAND_FONT_FAMILY = 'Inter Variable';
export const BRAND_FONT_FILE = '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2';

/**
 * Set on the document element when the page uses the brand font. A browser that holds the file
 * (it fetched it on an earlier page) sets it before the first paint ("held"). A first page is
 * drawn in the fallback and keeps it, so on a phone the file neither holds up the first paint
 * nor makes the whole page be laid out again; once it works it fetches the file, and a move
 * inside the site sets the attribute as the next page renders ("after-move").
 */
export const BRAND_FONT_ATTRIBUTE = 'data-brand-font';

/** The family drawn until the brand font has arrived, sized to take the same room. */
export const FALLBACK_FONT_FAMILY = 'Inter Fallback';

/** Inter's vertical metrics, from its file's tables (it sets the typographic metrics as the ones to use). */
export const INTER_METRICS = { unitsPerEm: 2048, ascent: 1984, descent: 494, lineGap: 0 } as const;

const ARIAL = ['Arial', 'ArialMT', 'Helvetica', 'Liberation Sans', 'Arimo'];
const ARIAL_BOLD = ['Arial Bold', 'Arial-BoldMT', 'Helvetica Bold', 'Liberation Sans Bold', 'Arimo Bold'];

export interface FallbackFace {
  /** The weights this face stands in for. */
  weights: string;
  /** Arial under its names, and the fonts drawn to its metrics (Liberation Sans, Arimo). */
  fonts: readonly string[];
  /** How much larger the local font is drawn, so its text runs as wide as Inter's. */
  sizeAdjust: number;
}

/**
 * Arial (or a font drawn to its metrics) scaled to Inter's width, with Inter's ascent, descent
 * and line gap, so a line set in the fallback wraps and stands where the same line in Inter
 * will: nothing moves when the brand font swaps in.
 *
 * size-adjust is how much wider Inter sets the site's own text (every page's paragraphs,
 * headings and links, about 21,000 characters) than the local font, measured once in
 * Chromium from the font file and from Liberation Sans, which has Arial's widths: Inter at
 * 400 over Arial, 1.068; Inter at 600, 700 and 800 over Arial Bold, 1.011, 1.023 and 1.033.
 * Text at 600 and over stands in Arial Bold, far closer to Inter's heavy weights than a
 * regular face the browser would embolden. The ascent, descent and line gap overrides are
 * Inter's, divided by size-adjust (the overrides apply to the adjusted size). They change
 * only with the font file; the end-to-end tests check that the fallback sets a heading as
 * wide as Inter does.
 */
export const FALLBACK_FACES: readonly FallbackFace[] = [
  { weights: '100 549', fonts: ARIAL, sizeAdjust: 1.068 },
  { weights: '550 649', fonts: ARIAL_BOLD, sizeAdjust: 1.011 },
  { weights: '650 749', fonts: ARIAL_BOLD, sizeAdjust: 1.023 },
  { weights: '750 900', fonts: ARIAL_BOLD, sizeAdjust: 1.033 },
];
