import { defineProject } from 'vitest/config';

/** Tests of the build tooling itself: Node, no browser. */
export default defineProject({
  test: { name: 'build-tools', allowOnly: false, environment: 'node', include: ['*.test.ts'] },
});
