import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'api', allowOnly: false, environment: 'node', include: ['src/**/*.test.ts', 'test/**/*.test.ts'], testTimeout: 20000 },
});
