import { chromium, defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, launchOptionsWithoutOmniboxPopup } from './scripts/support/chromium.mjs';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);

/** E2E against the production build served by the one-process server, in Debian's Chromium. */
export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  // The development-build hydration check has its own configuration and server.
  testIgnore: 'hydration/**',
  fullyParallel: false,
  // A stray test.only fails the run, on every machine, instead of silently skipping the rest.
  forbidOnly: true,
  workers: 2,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  // A failed test's trace and screenshots; the hydration check writes to a folder of its own.
  outputDir: 'test-results/e2e',
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e-results.json' }]],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    // Without the omnibox pop-up's renderer, which each new context would start beside the page.
    launchOptions: await launchOptionsWithoutOmniboxPopup(chromium, { args: CHROMIUM_ARGS }),
    // A failed test keeps its trace (test-results/e2e/…/trace.zip) for `npx playwright show-trace`.
    trace: 'retain-on-failure',
  },
  webServer: {
    command: 'node --import tsx scripts/e2e-server.mjs',
    url: `http://localhost:${E2E_PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
