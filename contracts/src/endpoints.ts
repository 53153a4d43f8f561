/** Where the API is mounted; every endpoint below starts with it. */
export const API_PREFIX = '/api';

/**
 * The API's endpoints as the browser calls them: each form's by the form's name (its
 * audience's word in the code), at the address the API has always had.
 */
export const ENDPOINTS = {
  contact: '/api/contact',
  host: '/api/host-application',
  hotel: '/api/hotel-signup',
  cleaner: '/api/cleaner-signup',
  driver: '/api/uber-signup',
  stripeConfig: '/api/stripe/config',
  checkouts: '/api/stripe/checkouts',
  paymentIntents: '/api/stripe/payment-intents',
  paymentReturns: '/api/stripe/payment-returns',
  placesKey: '/api/google-places-key',
} as const;

/** An endpoint's path inside the API's router (without the /api prefix). */
export function routePath(endpoint: string): string {
  return endpoint.slice(API_PREFIX.length);
}
