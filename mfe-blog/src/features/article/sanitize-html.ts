import DOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';

/**
 * An article body made safe to insert: scripts, event handlers and other active content
 * removed. It runs when the blog is built (vite/sanitized-posts-plugin.ts), over a DOM
 * of its own, so the server and the browser render the very same clean HTML and no
 * sanitiser ships to the browser.
 */
export function sanitizeArticleHtml(html: string): string {
  return DOMPurify(new JSDOM('').window).sanitize(html);
}
