/** The categories a post belongs to, in filter order. */
export const BLOG_CATEGORIES = ['Property Management', 'Rideshare', 'Guest Experience', 'Tutorials', 'Business Tips'] as const;

export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

/** The filter value that shows every category. */
export const ALL_CATEGORIES = 'All';

export type CategoryFilter = BlogCategory | typeof ALL_CATEGORIES;

export const CATEGORY_FILTERS: readonly CategoryFilter[] = [ALL_CATEGORIES, ...BLOG_CATEGORIES];

export function isBlogCategory(value: string): value is BlogCategory {
  return (BLOG_CATEGORIES as readonly string[]).includes(value);
}
