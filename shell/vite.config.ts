import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { browserOutput } from '#build-tools/federation';
import { wrappersCompiledWithScript } from '#build-tools/compiled-with-script';
import { brotliCopies } from '#build-tools/brotli-copies';
import { earlyInputScript } from './vite/early-input-plugin';
import { startScriptsAfterPaint } from './vite/start-scripts-plugin';
import { preloadBrandFont } from './vite/font-preload-plugin';
import { outDirOf } from '#build-tools/out-dir';

// The shell knows no remote URL at build time: it reads /remotes.json when it starts. It is
// the federation host through the runtime itself (src/remotes/federation-host.ts), so its
// own code is ordinary chunks: the entry with React DOM, then the site's code.
export default defineConfig({
  plugins: [
    earlyInputScript(),
    react(),
    vanillaExtractPlugin(),
    startScriptsAfterPaint(),
    preloadBrandFont(),
    wrappersCompiledWithScript(),
    brotliCopies(),
  ],
  server: {
    port: 5100,
    strictPort: true,
    proxy: { '/api': 'http://localhost:8080', '/remotes.json': 'http://localhost:8080' },
  },
  // One stylesheet for the whole shell, linked from the page (the server inlines it): every page
  // needs all of it, and the site's code then loads no stylesheet of its own.
  // The page loads remotes only by their remoteEntry.js, in the browser: the runtime's manifest
  // snapshots and its Node loaders are left out of the bundle.
  define: { FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN: 'true', ENV_TARGET: JSON.stringify('web') },
  build: { target: 'es2022', outDir: outDirOf('dist'), emptyOutDir: true, cssCodeSplit: false, rolldownOptions: { output: browserOutput } },
});
