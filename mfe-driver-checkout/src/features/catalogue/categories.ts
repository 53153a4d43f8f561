/** The catalogue's category tabs, in order. */
export const CATEGORIES = ['All', 'Chips & Snacks', 'Cookies', 'Energy', 'Health'] as const;

export type Category = (typeof CATEGORIES)[number];
export type ProductCategory = Exclude<Category, 'All'>;

/** The categories a product belongs to, in the tabs' order. */
export const PRODUCT_CATEGORIES = CATEGORIES.filter((c): c is ProductCategory => c !== 'All');
