import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'contracts', allowOnly: false, environment: 'node', include: ['src/**/*.test.ts'] },
});
