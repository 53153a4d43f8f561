import { authors } from './authors';
import type { PostSummary } from './blog-post';
import { postCatalogue } from './post-catalogue';
import { postImages } from './post-images';

/**
 * The posts without their bodies: all the list page needs, so the bodies
 * load only with an article.
 */
export const postSummaries: readonly PostSummary[] = postCatalogue.map(({ authorId, ...record }) => ({
  ...record,
  imageUrl: postImages[record.image],
  author: authors[authorId],
}));
