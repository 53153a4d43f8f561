import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineProject } from 'vitest/config';
import { fileURLToPath } from 'node:url';

/**
 * The Vitest project of a browser-side workspace: jsdom, styles computed, one setup. The tests
 * of its build plugins (`vite/`) build the app, in Node (`@vitest-environment node`).
 */
export function browserProject(name: string) {
  return defineProject({
    plugins: [react(), vanillaExtractPlugin()],
    test: {
      name,
      environment: 'jsdom',
      css: true,
      setupFiles: [fileURLToPath(new URL('./test-setup.ts', import.meta.url))],
      include: ['src/**/*.test.{ts,tsx}', 'vite/**/*.test.ts'],
      testTimeout: 20000,
      // A stray .only runs its file's focused tests and quietly drops the rest: it fails
      // instead, on every machine (Vitest's default allows it outside CI).
      allowOnly: false,
    },
  });
}
