import { defineConfig } from 'vite';
import { nodeServerConfig } from '#build-tools/node-server';

// The site server as JavaScript: `npm start` runs dist-site-server/main.js. Its render
// processes start from render-process.mjs, copied beside it.
export default defineConfig(nodeServerConfig({ entry: 'server/main.ts', outDir: 'dist-site-server', copied: ['render-process.mjs'] }));
