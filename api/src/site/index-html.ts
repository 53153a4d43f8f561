import fs from 'node:fs';
import { metaForPath, type PageMeta } from '../../../shared-ui/src/page-meta';
import type { Config } from '../config';
import { getSiteConfigFor } from './site-config';

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** JSON inside a script element: '<' escaped so no value can close the element. */
function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

let cached: { file: string; mtimeMs: number; html: string } | undefined;

function readTemplate(file: string): string {
  const { mtimeMs } = fs.statSync(file);
  if (!cached || cached.file !== file || cached.mtimeMs !== mtimeMs) {
    cached = { file, mtimeMs, html: fs.readFileSync(file, 'utf8') };
  }
  return cached.html;
}

/** Extra meta per path (the blog's articles); the blog build may provide it. */
export type MetaResolver = (pathname: string) => (PageMeta & { image?: string }) | undefined;
const resolvers: MetaResolver[] = [];
export function addMetaResolver(resolver: MetaResolver): void {
  resolvers.push(resolver);
}

/** The shell's HTML with this route's title, description and share meta, for crawlers without JavaScript. */
export function renderIndexHtml(indexFile: string, pathname: string, config: Config): string {
  const meta: PageMeta & { image?: string } =
    resolvers.reduce<(PageMeta & { image?: string }) | undefined>((found, r) => found ?? r(pathname), undefined) ??
    metaForPath(pathname);
  const title = escapeHtml(meta.title);
  const description = escapeHtml(meta.description);
  const head = [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    meta.image ? `<meta property="og:image" content="${escapeHtml(meta.image)}" />` : '',
    `<script type="application/json" id="site-config">${jsonForScript(getSiteConfigFor(config))}</script>`,
  ].join('\n    ');
  return readTemplate(indexFile)
    .replace(/<title>[\s\S]*?<\/title>\s*/, '')
    .replace(/<meta name="description"[^>]*>\s*/, '')
    .replace(/<meta property="og:title"[^>]*>\s*/, '')
    .replace(/<meta property="og:description"[^>]*>\s*/, '')
    .replace('</head>', `  ${head}\n  </head>`);
}
