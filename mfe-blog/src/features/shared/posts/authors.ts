import sarahAvatar from '../../../assets/authors/sarah-mitchell.svg';
import marcusAvatar from '../../../assets/authors/marcus-reed.svg';
import elenaAvatar from '../../../assets/authors/elena-alvarez.svg';

export interface Author {
  name: string;
  role: string;
  /** URL of the author's avatar image. */
  avatar: string;
}

/** The people who write for the blog, keyed by a stable id the post catalogue refers to. */
export const authors = {
  'sarah-mitchell': { name: 'Sarah Mitchell', role: 'Head of Host Success', avatar: sarahAvatar },
  'marcus-reed': { name: 'Marcus Reed', role: 'Driver Partnerships Lead', avatar: marcusAvatar },
  'elena-alvarez': { name: 'Elena Alvarez', role: 'Retail & Pricing Analyst', avatar: elenaAvatar },
} satisfies Record<string, Author>;

export type AuthorId = keyof typeof authors;
