import type { Plugin } from 'vite';
import { postCatalogue } from '../src/features/shared/posts/post-catalogue';

/** Written next to remoteEntry.js; the API reads it for crawlers' meta and the sitemap. */
export const BLOG_META_FILE = 'blog-meta.json';

export interface BlogMetaEntry {
  slug: string;
  title: string;
  excerpt: string;
  /** The article picture, relative to the remote's base URL (its fingerprinted file). */
  image: string;
  date: string;
}

/**
 * Emits blog-meta.json: each article's slug, title, excerpt, picture and date. The server
 * reads this small file instead of importing the blog's code.
 */
export function blogMetaPlugin(): Plugin {
  return {
    name: 'minibar:blog-meta',
    // The meta file describes the browser build's assets; the server build has no use for it.
    applyToEnvironment: (environment) => environment.name === 'client',
    apply: 'build',
    generateBundle(_options, bundle) {
      const assets = Object.values(bundle).filter((file) => file.type === 'asset');
      const builtImage = (image: string): string => {
        const source = `src/assets/posts/${image}.svg`;
        const asset = assets.find((file) => file.originalFileNames.some((name) => name.endsWith(source)));
        if (!asset) this.error(`blog-meta: ${source} is not in the bundle (is it imported by post-images.ts?)`);
        return asset.fileName;
      };
      const posts: BlogMetaEntry[] = postCatalogue.map((post) => ({
        slug: post.slug,
        title: post.title,
        excerpt: post.excerpt,
        image: builtImage(post.image),
        date: post.date,
      }));
      this.emitFile({ type: 'asset', fileName: BLOG_META_FILE, source: `${JSON.stringify({ posts }, null, 2)}\n` });
    },
  };
}
