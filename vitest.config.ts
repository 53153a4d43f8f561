import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['shared-ui', 'api/contracts', 'api', 'shell', 'mfe-marketing', 'mfe-blog', 'mfe-driver-checkout', 'mfe-partner-forms'],
  },
});
