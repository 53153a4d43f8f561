import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import type { RemotePage } from '@minibar/site-config';

/** The remote's manifest, beside its remoteEntry.js: the site server reads it first. */
const MANIFEST = 'mf-manifest.json';

/** The format of `metaData.pages` the site server reads (the contracts' SITE_PAGES_FORMAT). */
export const PAGES_FORMAT = 1;

/** A page as a remote declares it in its src/pages.ts (the contracts' schema checks it in the remote's tests and at run time). */
export type DeclaredPage = RemotePage;

/**
 * Writes a remote's declared pages into its manifest (`metaData.pages: { format, pages }`),
 * where the site server and, through it, the shell read them at run time: a page added in a
 * remote reaches the site with that remote's deploy alone. A page whose module the remote
 * does not expose, or a build that wrote no manifest, fails the build.
 */
export function remotePages(pages: readonly DeclaredPage[], exposes: Record<string, string>): Plugin {
  let outDir = '';
  return {
    name: '@minibar/build-tools:remote-pages',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    buildStart() {
      if (pages.length === 0) this.error('remote-pages: the remote declares no page (src/pages.ts)');
      for (const page of pages) {
        if (!exposes[`./${page.module}`])
          this.error(`remote-pages: ${page.path} is served by ${page.module}, which the remote does not expose (src/routes/${page.module}.tsx)`);
      }
    },
    buildApp: {
      // After every build and the manifest's hashes are written: the pages join the manifest last.
      order: 'post',
      async handler() {
        const manifestFile = path.join(outDir, MANIFEST);
        if (!fs.existsSync(manifestFile)) throw new Error(`remote-pages: no ${MANIFEST} in the browser build (${outDir})`);
        const text = fs.readFileSync(manifestFile, 'utf8');
        const manifest = JSON.parse(text) as { metaData?: Record<string, unknown> };
        if (!manifest.metaData) throw new Error(`remote-pages: ${manifestFile} has no metaData to hold the pages`);
        manifest.metaData.pages = { format: PAGES_FORMAT, pages };
        fs.writeFileSync(manifestFile, JSON.stringify(manifest, null, text.includes('\n') ? 2 : undefined));
      },
    },
  };
}
