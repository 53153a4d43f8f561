import type { RemoteName } from 'shared-ui';

export interface RouteEntry {
  path: string;
  remote: RemoteName;
  /** The module the remote exposes (its default export is the page). */
  module: string;
}

/**
 * Every route of both specifications: path → remote → exposed page. Titles and
 * descriptions live in shared-ui's page-meta table (the server reads them too).
 */
export const routeTable: RouteEntry[] = [
  { path: '/', remote: 'marketing', module: 'home-page' },
  { path: '/privacy', remote: 'marketing', module: 'privacy-page' },
  { path: '/terms', remote: 'marketing', module: 'terms-page' },
  { path: '/cookies', remote: 'marketing', module: 'cookies-page' },
  { path: '/blog', remote: 'blog', module: 'blog-list-page' },
  { path: '/blog/:slug', remote: 'blog', module: 'blog-post-page' },
  { path: '/drivers', remote: 'driverCheckout', module: 'drivers-page' },
  { path: '/uber-signup', remote: 'driverCheckout', module: 'drivers-page' },
  { path: '/uber-payment', remote: 'driverCheckout', module: 'uber-payment-page' },
  { path: '/uber-payment-success', remote: 'driverCheckout', module: 'uber-payment-success-page' },
  { path: '/starter-kit-paywall', remote: 'driverCheckout', module: 'starter-kit-paywall-page' },
  { path: '/property-manager', remote: 'partnerForms', module: 'property-manager-page' },
  { path: '/hotel-signup', remote: 'partnerForms', module: 'hotel-signup-page' },
  { path: '/cleaning-partner', remote: 'partnerForms', module: 'cleaning-partner-page' },
  { path: '/cleaner-signup', remote: 'partnerForms', module: 'cleaning-partner-page' },
  { path: '/admin', remote: 'partnerForms', module: 'admin-page' },
  // site-shell §2: unknown paths show the home page.
  { path: '*', remote: 'marketing', module: 'home-page' },
];
