import { defineProject } from 'vitest/config';

/** Tests of the build tooling itself: Node, no browser. */
export default defineProject({
  test: { name: 'shared-ui-build', environment: 'node', include: ['*.test.ts'] },
});
