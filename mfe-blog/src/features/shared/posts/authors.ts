export interface Author {
  name: string;
  role: string;
  /** The colour of the author's avatar: a circle with their initials. */
  tone: 'brand' | 'brandStrong' | 'accent';
}

/** The people who write for the blog, keyed by a stable id the post catalogue refers to. */
export const authors = {
  'sarah-mitchell': { name: 'Sarah Mitchell', role: 'Head of Host Success', tone: 'brand' },
  'marcus-reed': { name: 'Marcus Reed', role: 'Driver Partnerships Lead', tone: 'accent' },
  'elena-alvarez': { name: 'Elena Alvarez', role: 'Retail & Pricing Analyst', tone: 'brandStrong' },
} satisfies Record<string, Author>;

export type AuthorId = keyof typeof authors;
