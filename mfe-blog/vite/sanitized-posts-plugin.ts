import type { Environment, Plugin } from 'vite';
import { postContent } from '../src/features/shared/posts/content';
import { sanitizeArticleHtml } from '../src/features/article/sanitize-html';

/** The module the posts' bodies come from: the one imported above, as this file names it. */
const CONTENT_MODULE = '../src/features/shared/posts/content';

/**
 * The posts' bodies are sanitised when the blog is built: the content module is replaced
 * by its sanitised strings, the same in the browser and the server build. A build that never
 * loads that module fails: its posts would reach the page without being sanitised.
 */
export function sanitizedPostsPlugin(): Plugin {
  /** Each environment's content module, and whether the build replaced it. */
  const contentModules = new WeakMap<Environment, { id: string; replaced: boolean }>();
  return {
    name: 'minibar:sanitized-posts',
    enforce: 'pre',
    async buildStart() {
      const resolved = await this.resolve(CONTENT_MODULE, import.meta.filename, { skipSelf: true });
      if (!resolved) this.error(`sanitized-posts: the posts' content module ${CONTENT_MODULE} (from ${import.meta.filename}) does not exist`);
      contentModules.set(this.environment, { id: resolved.id.split('?')[0]!, replaced: false });
    },
    load(id) {
      const contentModule = contentModules.get(this.environment);
      if (!contentModule || id.split('?')[0] !== contentModule.id) return null;
      contentModule.replaced = true;
      const clean = Object.fromEntries(Object.entries(postContent).map(([slug, html]) => [slug, sanitizeArticleHtml(html)]));
      return `export const postContent = ${JSON.stringify(clean)};\n`;
    },
    buildEnd(error) {
      if (error || this.environment.config.command !== 'build') return;
      const contentModule = contentModules.get(this.environment);
      if (!contentModule?.replaced) {
        this.error(`sanitized-posts: the build never loaded ${contentModule?.id ?? CONTENT_MODULE}, so the posts it holds would not be sanitised`);
      }
    },
  };
}
