import fs from 'node:fs';
import path from 'node:path';
import { minifySync, type Plugin, type Rolldown } from 'vite';

const source = path.resolve(import.meta.dirname, '..', 'src', 'start-up', 'start-scripts.js');

const MODULE_ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/g;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;
/** A script or link tag, and one of them that loads code: a script with a source, or a module preload. */
const TAG = /<(?:script|link)\b[^>]*>/g;
const LINKS_CODE = /^<script\b.*\bsrc=|\bmodulepreload\b/;

/**
 * The chunks the entry imports dynamically (the site's code), with everything
 * they import: the entry asks for them as soon as it runs, so they are fetched beside it
 * instead of one round trip later.
 */
function entryImports(bundle: Rolldown.OutputBundle): string[] {
  const entry = Object.values(bundle).find((output) => output.type === 'chunk' && output.isEntry);
  if (!entry || entry.type !== 'chunk') return [];
  const files = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (!chunk || chunk.type !== 'chunk' || files.has(fileName)) return;
    files.add(fileName);
    chunk.imports.forEach(visit);
  };
  entry.dynamicImports.forEach(visit);
  return [...files].map((fileName) => `/${fileName}`);
}

/**
 * The built page links none of its code: its module entry and module preloads become a list
 * (#app-scripts) that the start scripts at the end of the body load once the page has painted.
 * The site server allows that inline script in its Content-Security-Policy by hash. A page that
 * still links a script or preload, or has no head to put the list in, fails the build.
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
        const modules = [...new Set([...[...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]!), ...entryImports(bundle)])];
        const list = JSON.stringify({ entry: entries[0], modules }).replace(/</g, '\\u003c');
        if (!html.includes('</head>')) this.error('index.html has no </head> to put the list of scripts before');
        const source = html
          .replace(MODULE_ENTRY, '')
          .replace(MODULE_PRELOAD, '')
          .replace('</head>', () => `<script type="application/json" id="app-scripts">${list}</script></head>`);
        const stillLinked = [...source.matchAll(TAG)].map(([tag]) => tag).find((tag) => LINKS_CODE.test(tag));
        if (stillLinked) this.error(`index.html still links code the start scripts were to load: ${stillLinked}`);
        page.source = source;
      },
    },
  };
}
