/** The product name; every page title and text that names the product reads it from here. */
export const BRAND = 'Minibar';

/** Every page title is "<Brand> | <route title>". */
export function pageTitle(routeTitle: string): string {
  return `${BRAND} | ${routeTitle}`;
}
