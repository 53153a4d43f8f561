import type { BlogPost, PostSummary } from './blog-post';
import { postContent } from './content';
import { postSummaries } from './post-summaries';

/**
 * The five posts with every field of the entity. Article pages import
 * this module; the list imports post-summaries only, so the bodies stay out of its bundle.
 */
export const posts: readonly BlogPost[] = postSummaries.map((summary) => ({
  ...summary,
  content: postContent[summary.slug] ?? '',
}));

export function findPostBySlug(slug: string | undefined): BlogPost | undefined {
  return slug ? posts.find((post) => post.slug === slug) : undefined;
}

/** Related Articles: the posts whose ids the article lists, in that order; unknown ids skipped. */
export function relatedPostsOf(post: PostSummary, from: readonly PostSummary[] = postSummaries): PostSummary[] {
  return post.relatedPosts
    .map((id) => from.find((candidate) => candidate.id === id))
    .filter((candidate): candidate is PostSummary => candidate !== undefined && candidate.id !== post.id);
}
