import { defineConfig } from 'vite';
import { remoteViteConfig } from '#shared-ui-build/federation';
import { exposes } from './src/expose';
import { blogMetaPlugin } from './vite/blog-meta-plugin';
import { sanitizedPostsPlugin } from './vite/sanitized-posts-plugin';

export default defineConfig(
  remoteViteConfig('blog', exposes, {
    plugins: [sanitizedPostsPlugin(), blogMetaPlugin()],
    // Article pictures stay files (never inlined into the JS): the list's first load stays
    // small, and the server can point og:image at them.
    build: { assetsInlineLimit: 0 },
  }),
);
