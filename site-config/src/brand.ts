/** The product name, wherever the site names itself. */
export const BRAND = 'Minibar';

/** Every page title is "<Brand> | <route title>". */
export function pageTitle(routeTitle: string): string {
  return `${BRAND} | ${routeTitle}`;
}
