import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { browserOutput, hostFederation } from '#shared-ui-build/federation';
import { earlyInputScript } from './vite/early-input-plugin';
import { startScriptsAfterPaint } from './vite/start-scripts-plugin';
import { outDirOf } from '#shared-ui-build/out-dir';

// The shell knows no remote URL at build time: it reads /remotes.json when it starts.
export default defineConfig({
  plugins: [earlyInputScript(), react(), vanillaExtractPlugin(), hostFederation(), startScriptsAfterPaint()],
  server: {
    port: 5100,
    strictPort: true,
    proxy: { '/api': 'http://localhost:8080', '/remotes.json': 'http://localhost:8080' },
  },
  build: { target: 'es2022', outDir: outDirOf('dist'), emptyOutDir: true, rolldownOptions: { output: browserOutput } },
});
