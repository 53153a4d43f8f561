import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { remoteDirectory, remoteFederation } from '../shared-ui/vite/federation';
import { exposes } from './src/expose';
import { blogMetaPlugin } from './vite/blog-meta-plugin';

const { devPort } = remoteDirectory.blog;

// Remotes build with base './' so their assets resolve wherever the files are served.
export default defineConfig({
  base: './',
  plugins: [react(), vanillaExtractPlugin(), remoteFederation('blog', exposes), blogMetaPlugin()],
  server: {
    port: devPort,
    strictPort: true,
    origin: `http://localhost:${devPort}`,
    cors: true,
    proxy: { '/api': 'http://localhost:8080' },
  },
  preview: { port: devPort, strictPort: true, cors: true },
  build: {
    target: 'es2022',
    // Article pictures stay files (never inlined into the JS): the list's first load stays
    // small, and the server can point og:image at them.
    assetsInlineLimit: 0,
  },
});
