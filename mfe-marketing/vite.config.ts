import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { remoteDirectory, remoteFederation } from '../shared-ui/vite/federation';
import { exposes } from './src/expose';

const { devPort } = remoteDirectory.marketing;

// Remotes build with base './' so their assets resolve wherever the files are served.
export default defineConfig({
  base: './',
  plugins: [react(), vanillaExtractPlugin(), remoteFederation('marketing', exposes)],
  server: {
    port: devPort,
    strictPort: true,
    origin: `http://localhost:${devPort}`,
    cors: true,
    proxy: { '/api': 'http://localhost:8080' },
  },
  preview: { port: devPort, strictPort: true, cors: true },
  build: { target: 'es2022' },
});
