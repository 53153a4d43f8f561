import { defineConfig } from 'vite';
import { remoteViteConfig } from '#build-tools/federation';
import { exposes } from './src/expose';
import { pages } from './src/pages';
import { blogMetaPlugin } from './vite/blog-meta-plugin';
import { sanitizedPostsPlugin } from './vite/sanitized-posts-plugin';

export default defineConfig(
  remoteViteConfig('blog', exposes, pages, {
    plugins: [sanitizedPostsPlugin(), blogMetaPlugin()],
    // Article pictures stay files (never inlined into the JS): the list's first load stays
    // small, and the server can point og:image at them.
    build: { assetsInlineLimit: 0 },
    // The pictures' URLs, which both pages use, load with the container's glue. A module with a
    // file's URL reads import.meta, and Rolldown keeps a common chunk holding one as a file of its
    // own; without them, the post cards' common chunk is copied into each page: one request less.
    withEntryGlue: /[\\/]src[\\/]assets[\\/]/,
  }),
);
