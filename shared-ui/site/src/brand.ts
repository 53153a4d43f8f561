/** The product name; the specifications write it as {product}. */
export const BRAND = 'Minibar';

/** Every page title is "<Brand> | <route title>". */
export function pageTitle(routeTitle: string): string {
  return `${BRAND} | ${routeTitle}`;
}
