import fs from 'node:fs';
import path from 'node:path';
import { minifySync, type Plugin } from 'vite';

const source = path.resolve(import.meta.dirname, '..', 'src', 'early-input', 'early-input.js');

/** The page's viewport declaration, which the early input script follows. */
const VIEWPORT_META = /<meta name="viewport"[^>]*>/;

/**
 * Puts the early input script inline in the page's head, so it runs before anything else
 * loads; right after the character set, which a browser looks for only in a page's first
 * 1024 bytes, and the viewport. The site server allows the script in its
 * Content-Security-Policy by hash.
 */
export function earlyInputScript(): Plugin {
  return {
    name: 'early-input-script',
    transformIndexHtml(html) {
      if (!VIEWPORT_META.test(html)) throw new Error('The page template has no <meta name="viewport">');
      const { code } = minifySync('early-input.js', fs.readFileSync(source, 'utf8'));
      return html.replace(VIEWPORT_META, (meta) => `${meta}\n    <script>${code.trim()}</script>`);
    },
  };
}
