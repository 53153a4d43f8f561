import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { BRAND_FONT_FILE } from '@minibar/ui/brand-font';

const VIEWPORT_META = /<meta name="viewport"[^>]*>/;

/** The built copy of the brand font: the one asset the build made from its file. */
function builtFontFile(bundle: Rolldown.OutputBundle): string | undefined {
  const sourceName = path.basename(BRAND_FONT_FILE);
  const fonts = Object.values(bundle).filter(
    (output): output is Rolldown.OutputAsset =>
      output.type === 'asset' && output.originalFileNames.some((name) => path.basename(name) === sourceName),
  );
  return fonts.length === 1 ? fonts[0]!.fileName : undefined;
}

/**
 * The page preloads the brand font (the stylesheet's @font-face points at the same hashed
 * file), so its request starts with the page's first bytes instead of after the stylesheet
 * has been read: the headings are drawn in it from the first paint or very soon after. A
 * build without the font file, or whose page has no viewport meta to put the link after,
 * fails.
 */
export function preloadBrandFont(): Plugin {
  let base = '/';
  return {
    name: 'preload-brand-font',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const page = bundle['index.html'];
        if (!page || page.type !== 'asset') return;
        const font = builtFontFile(bundle);
        if (!font) this.error(`The build holds no single copy of the brand font ${BRAND_FONT_FILE}`);
        const html = String(page.source);
        if (!VIEWPORT_META.test(html)) this.error('index.html has no viewport meta to put the brand font preload after');
        // Fonts are always fetched in CORS mode: the preload says so (crossorigin) or the browser fetches the file twice.
        const link = `<link rel="preload" href="${base}${font}" as="font" type="font/woff2" crossorigin>`;
        page.source = html.replace(VIEWPORT_META, (meta) => `${meta}\n    ${link}`);
      },
    },
  };
}
