import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { outDirOf } from '#build-tools/out-dir';

// The shell's server renderer: the same layout code compiled for Node. It loads each
// remote's server entry through its own federation instance (src/renderer/).
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  build: {
    ssr: 'src/renderer/render-page.tsx',
    outDir: outDirOf('dist-server'),
    target: 'node24',
    emptyOutDir: true,
    rollupOptions: { output: { entryFileNames: 'render-page.js' } },
  },
});
