import type { PageTable } from '@minibar/site-config';

/** The home page's sections in the navigation bar, placed among the pages' items by order. */
const sectionItems = [
  { label: 'Pricing', to: '#pricing', order: 5 },
  { label: 'Testimonials', to: '#testimonials', order: 7 },
  { label: 'Contact', to: '#contact', order: 8 },
];

/** The navigation bar: the site's pages with a nav entry and the home page's sections, in order. */
export function navItemsOf(pages: PageTable): Array<{ label: string; to: string }> {
  return [...pages.navEntries(), ...sectionItems].sort((a, b) => a.order - b.order).map(({ label, to }) => ({ label, to }));
}

/** The footer's anchor: without scripts, the phone menu is a link to the site's links there. */
export const SITE_LINKS_ID = 'site-links';
