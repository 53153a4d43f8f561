import path from 'node:path';
import type { Plugin } from 'vite';
import { postContent } from '../src/features/shared/posts/content';
import { sanitizeArticleHtml } from '../src/features/article/sanitize-html';

const CONTENT_MODULE = 'src/features/posts/content/index.ts';

/**
 * The posts' bodies are sanitised when the blog is built: the content module is replaced
 * by its sanitised strings, the same in the browser and the server build.
 */
export function sanitizedPostsPlugin(): Plugin {
  let contentModule = '';
  return {
    name: 'minibar:sanitized-posts',
    enforce: 'pre',
    configResolved(config) {
      contentModule = path.resolve(config.root, CONTENT_MODULE);
    },
    load(id) {
      if (id.split('?')[0] !== contentModule) return null;
      const clean = Object.fromEntries(Object.entries(postContent).map(([slug, html]) => [slug, sanitizeArticleHtml(html)]));
      return `export const postContent = ${JSON.stringify(clean)};\n`;
    },
  };
}
