import { defineProject } from 'vitest/config';

/** The site server's tests: Node, a real database (SQLite, or PostgreSQL with TEST_DATABASE_URL). */
export default defineProject({
  test: { name: 'shell-server', allowOnly: false, environment: 'node', include: ['server/**/*.test.ts'], testTimeout: 20000 },
});
