import fs from 'node:fs';
import path from 'node:path';
import { minifySync, type Plugin, type Rolldown } from 'vite';

const source = path.resolve(import.meta.dirname, '..', 'src', 'start-up', 'start-scripts.js');

const MODULE_ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/g;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/**
 * The chunks the entry imports dynamically (React DOM, then the site's code), with everything
 * they import: the entry asks for them as soon as it runs, so they are fetched beside it
 * instead of one round trip later. Their stylesheets (the layout's) are linked from the page
 * like the entry's, so the server inlines them and the first paint is styled.
 */
function entryImports(bundle: Rolldown.OutputBundle): { scripts: string[]; stylesheets: string[] } {
  const entry = Object.values(bundle).find((output) => output.type === 'chunk' && output.isEntry);
  if (!entry || entry.type !== 'chunk') return { scripts: [], stylesheets: [] };
  const files = new Set<string>();
  const stylesheets = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (!chunk || chunk.type !== 'chunk' || files.has(fileName)) return;
    files.add(fileName);
    chunk.viteMetadata?.importedCss.forEach((css) => stylesheets.add(`/${css}`));
    chunk.imports.forEach(visit);
  };
  entry.dynamicImports.forEach(visit);
  return { scripts: [...files].map((fileName) => `/${fileName}`), stylesheets: [...stylesheets] };
}

/**
 * The built page links none of its code: its module entry and module preloads become a list
 * (#app-scripts) that the start scripts at the end of the body load once the page has painted.
 * The site server allows that inline script in its Content-Security-Policy by hash.
 */
export function startScriptsAfterPaint(): Plugin {
  return {
    name: 'start-scripts-after-paint',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml() {
      const { code } = minifySync('start-scripts.js', fs.readFileSync(source, 'utf8'));
      return [{ tag: 'script', children: code.trim(), injectTo: 'body' }];
    },
    // After Vite has put the entry and its preloads in the page.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const page = bundle['index.html'];
        if (!page || page.type !== 'asset') return;
        const html = String(page.source);
        const entries = [...html.matchAll(MODULE_ENTRY)].map((match) => match[1]!);
        if (entries.length !== 1) this.error(`Expected one module entry in index.html, found ${entries.length}`);
        const imported = entryImports(bundle);
        const modules = [...new Set([...[...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]!), ...imported.scripts])];
        const stylesheets = imported.stylesheets
          .filter((href) => !html.includes(`href="${href}"`))
          .map((href) => `<link rel="stylesheet" crossorigin href="${href}">`)
          .join('');
        const list = JSON.stringify({ entry: entries[0], modules }).replace(/</g, '\\u003c');
        page.source = html
          .replace(MODULE_ENTRY, '')
          .replace(MODULE_PRELOAD, '')
          .replace('</head>', () => `${stylesheets}<script type="application/json" id="app-scripts">${list}</script></head>`);
      },
    },
  };
}
