import fs from 'node:fs';
import path from 'node:path';
import type { Plugin, UserConfig } from 'vite';
import { outDirOf } from './out-dir';

interface NodeServerBuild {
  /** The server's TypeScript entry, relative to the app's folder. */
  entry: string;
  /** Where the JavaScript goes, in the app's folder (or under SITE_BUILD_DIR, as every build). */
  outDir: 'dist' | 'dist-site-server';
  /** Plain JavaScript files the server starts by path (beside its entry), copied as they are. */
  copied?: readonly string[];
}

/**
 * A Node server compiled to one JavaScript file, so production runs it with plain `node`
 * and no TypeScript loader. The workspace's own packages (linked, TypeScript sources) are
 * bundled in; every installed package stays an import, resolved from node_modules at run time.
 */
export function nodeServerConfig({ entry, outDir, copied = [] }: NodeServerBuild): UserConfig {
  return {
    publicDir: false,
    plugins: [copiedBeside(path.dirname(entry), copied)],
    build: {
      ssr: entry,
      outDir: outDirOf(outDir),
      target: 'node24',
      emptyOutDir: true,
      sourcemap: true,
      minify: false,
      rollupOptions: { output: { entryFileNames: `${path.basename(entry).replace(/\.ts$/, '')}.js` } },
    },
  };
}

function copiedBeside(sourceFolder: string, files: readonly string[]): Plugin {
  return {
    name: '@minibar/build-tools:node-server-copies',
    apply: 'build',
    generateBundle() {
      for (const file of files) {
        this.emitFile({ type: 'asset', fileName: file, source: fs.readFileSync(path.join(sourceFolder, file)) });
      }
    },
  };
}
