/** The catalogue's category tabs, in order. */
export const CATEGORIES = ['All', 'Chips & Snacks', 'Cookies', 'Energy', 'Health'] as const;

export type Category = (typeof CATEGORIES)[number];
export type ProductCategory = Exclude<Category, 'All'>;
