import { defineConfig } from 'vite';
import { nodeServerConfig } from '#build-tools/node-server';

// The API alone as JavaScript: `npm start -w api` runs dist/server.js.
export default defineConfig(nodeServerConfig({ entry: 'src/server.ts', outDir: 'dist' }));
