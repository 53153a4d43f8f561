import { formatDollars, formatDollarsAndCents } from '@minibar/contracts/number-format';
import { DRIVER_OFFER, STARTER_KIT } from '@minibar/contracts/offer';
import type { RemotePage } from '@minibar/site-config';

// The pages' descriptions state the driver offer's own figures.
const price = formatDollars(STARTER_KIT.priceUsd);

const signup = {
  module: 'drivers-page',
  title: 'Uber Driver Signup',
  description: `Turn your car into a mini convenience store. Get the ${price} starter kit and earn up to ${formatDollars(DRIVER_OFFER.monthlyEarningsUpToUsd)} a month from rider purchases.`,
  sitemap: true,
} as const;

/**
 * This remote's pages: each route, its module in src/routes/, its title and description, and
 * whether it is in the sitemap and the navigation. The build writes them into the remote's
 * manifest, where the site reads them at run time: a page added here needs no other change.
 */
export const pages: RemotePage[] = [
  { path: '/drivers', ...signup, nav: { label: 'Uber Drivers', order: 2 } },
  { path: '/uber-signup', ...signup },
  {
    path: '/uber-payment',
    module: 'uber-payment-page',
    title: 'Complete Your Payment',
    description: `Pay ${formatDollarsAndCents(STARTER_KIT.priceUsd)} once to receive your starter kit.`,
    sitemap: false,
  },
  {
    path: '/uber-payment-success',
    module: 'uber-payment-success-page',
    title: 'Payment Success',
    description: 'Your starter kit order is confirmed.',
    sitemap: false,
  },
  {
    path: '/starter-kit-paywall',
    module: 'starter-kit-paywall-page',
    title: 'Starter Kit Paywall',
    description: `Get your starter kit for ${price} one-time and start earning.`,
    sitemap: false,
    // A demonstration of the checkout: no payment is taken, so search engines leave it out.
    noindex: true,
  },
];
