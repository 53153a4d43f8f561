import { HOST_OFFER } from '@minibar/contracts/offer';
import type { RemotePage } from '@minibar/site-config';

const hostShare = `${HOST_OFFER.sharePercent}%`;

/**
 * This remote's pages: each route, its module in src/routes/, its title and description, and
 * whether it is in the sitemap and the navigation. The build writes them into the remote's
 * manifest, where the site reads them at run time: a page added here needs no other change.
 */
export const pages: RemotePage[] = [
  {
    path: '/property-manager',
    module: 'property-manager-page',
    title: `Property Manager Solutions - ${hostShare} Commission on Every Sale`,
    description: `Add a mini store to your listing and earn ${hostShare} of every sale, paid monthly. Free kit, no monthly fees, no inventory to manage.`,
    sitemap: true,
    nav: { label: 'Property Managers', order: 1 },
  },
  {
    path: '/hotel-signup',
    module: 'hotel-signup-page',
    title: 'Hotel Solutions',
    description: 'In-room self-service mini stores for hotels: guests scan and pay on their phone, you earn from every transaction.',
    sitemap: true,
    nav: { label: 'Hotels', order: 4 },
  },
  {
    path: '/cleaning-partner',
    module: 'cleaning-partner-page',
    title: 'Cleaner Partner Program',
    description: 'Cleaners and cleaning companies: earn from every guest purchase by restocking mini stores in the rentals you already service.',
    sitemap: true,
    nav: { label: 'Cleaners', order: 3 },
  },
  // The cleaner page under its second address keeps the home page's title and description.
  {
    path: '/cleaner-signup',
    module: 'cleaning-partner-page',
    title: 'Transform Your Space Into a Smart Convenience Store',
    description:
      'Turn rental properties, hotel rooms and rideshare vehicles into cashless self-service mini-stores. Guests scan, pay on their phone, and you earn from every sale.',
    sitemap: true,
  },
];
