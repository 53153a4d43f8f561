import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { remoteDirectory } from '@minibar/site-config';
import type { SiteServerConfig } from './config';

/**
 * blog-meta.json, emitted by the blog's build (mfe-blog/vite/blog-meta-plugin.ts): each
 * article's slug, title, excerpt, picture (relative to the blog remote's base) and date.
 * The server reads this file instead of importing the blog's code.
 */
const blogMetaSchema = z.object({
  posts: z.array(
    z.object({
      slug: z.string().min(1),
      title: z.string().min(1),
      excerpt: z.string(),
      image: z.string(),
      date: z.string(),
    }),
  ),
});

export type BlogArticleMeta = z.infer<typeof blogMetaSchema>['posts'][number];

export function blogMetaFile(config: SiteServerConfig): string {
  return path.join(config.publicDir, remoteDirectory.blog.folder, 'dist', 'blog-meta.json');
}

let cached: { file: string; mtimeMs: number; posts: BlogArticleMeta[] } | undefined;

/** The articles, re-read when the file changes (a new blog build); none when it is missing or malformed. */
export function readBlogArticles(config: SiteServerConfig): BlogArticleMeta[] {
  const file = blogMetaFile(config);
  let mtimeMs: number;
  try {
    mtimeMs = fs.statSync(file).mtimeMs;
  } catch {
    return [];
  }
  if (!cached || cached.file !== file || cached.mtimeMs !== mtimeMs) {
    let posts: BlogArticleMeta[] = [];
    try {
      const parsed = blogMetaSchema.safeParse(JSON.parse(fs.readFileSync(file, 'utf8')));
      if (parsed.success) posts = parsed.data.posts;
    } catch {
      posts = [];
    }
    cached = { file, mtimeMs, posts };
  }
  return cached.posts;
}

export function findBlogArticle(config: SiteServerConfig, slug: string): BlogArticleMeta | undefined {
  return readBlogArticles(config).find((post) => post.slug === slug);
}
