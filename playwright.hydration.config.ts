import path from 'node:path';
import { defineConfig } from '@playwright/test';
import base from './playwright.config';

const buildDir = path.join(import.meta.dirname, '.hydration-build');

export const HYDRATION_PORT = Number(process.env.HYDRATION_PORT ?? 4180);

/**
 * Every route hydrated once with React's development build, which reports each difference
 * between the server's HTML and the browser's first render (production React ignores most).
 * The site is built a second time, with NODE_ENV=development, into .hydration-build/.
 */
export default defineConfig({
  ...base,
  testDir: 'e2e/hydration',
  testMatch: '**/*.spec.ts',
  testIgnore: [],
  // Its own folder: a run empties its output folder, and the E2E run's traces stay for reading.
  outputDir: 'test-results/hydration',
  reporter: [['list'], ['json', { outputFile: 'test-results/hydration-results.json' }]],
  use: { ...base.use, baseURL: `http://localhost:${HYDRATION_PORT}` },
  webServer: {
    command:
      `NODE_ENV=development SITE_BUILD_DIR=${buildDir} node scripts/build.mjs && ` +
      `PUBLIC_DIR=${buildDir} E2E_PORT=${HYDRATION_PORT} node --import tsx scripts/e2e-server.mjs`,
    url: `http://localhost:${HYDRATION_PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 300_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
