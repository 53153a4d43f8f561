import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'shared-ui',
      'shared-ui/site',
      'shared-ui/build',
      'api/contracts',
      'api',
      'shell',
      'shell/vitest.server.config.ts',
      'mfe-marketing',
      'mfe-blog',
      'mfe-driver-checkout',
      'mfe-partner-forms',
    ],
  },
});
