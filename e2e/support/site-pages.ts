/** Every page of the site, by path; tests add the query, article and not-found variants they need. */
export const SITE_PAGES = [
  '/',
  '/privacy',
  '/terms',
  '/cookies',
  '/drivers',
  '/uber-signup',
  '/uber-payment',
  '/uber-payment-success',
  '/starter-kit-paywall',
  '/property-manager',
  '/hotel-signup',
  '/cleaning-partner',
  '/cleaner-signup',
  '/blog',
  '/admin',
];
