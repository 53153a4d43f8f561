import { defineProject } from 'vitest/config';

/** Plain TypeScript, no React: Node is enough. */
export default defineProject({
  test: { name: 'site-config', allowOnly: false, environment: 'node', include: ['src/**/*.test.ts'] },
});
