import fs from 'node:fs';
import path from 'node:path';
import { minifySync, type Plugin } from 'vite';

const source = path.resolve(import.meta.dirname, '..', 'src', 'early-input', 'early-input.js');

/**
 * Puts the early input script inline at the top of the page's head, so it runs before
 * anything else loads. The site server allows it in its Content-Security-Policy by hash.
 */
export function earlyInputScript(): Plugin {
  return {
    name: 'early-input-script',
    transformIndexHtml() {
      const { code } = minifySync('early-input.js', fs.readFileSync(source, 'utf8'));
      return [{ tag: 'script', children: code.trim(), injectTo: 'head-prepend' }];
    },
  };
}
