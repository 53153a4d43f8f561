import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'ui',
      'site-config',
      'build-tools',
      'contracts',
      'api',
      'shell',
      'shell/vitest.server.config.ts',
      'mfe-marketing',
      'mfe-blog',
      'mfe-driver-checkout',
      'mfe-partner-forms',
      'mfe-admin',
    ],
  },
});
