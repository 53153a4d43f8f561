import type { Author } from './authors';
import type { PostRecord } from './post-catalogue';

/** A post as the list shows it: every field of the entity but its HTML body. */
export interface PostSummary extends Omit<PostRecord, 'authorId'> {
  imageUrl: string;
  author: Author;
}

/** A blog post: every field, with its HTML body. */
export interface BlogPost extends PostSummary {
  content: string;
}
