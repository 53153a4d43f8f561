import type { RemotePage } from '@minibar/site-config';

/**
 * This remote's pages: each route, its module in src/routes/, its title and description, and
 * whether it is in the sitemap and the navigation. The build writes them into the remote's
 * manifest, where the site reads them at run time: a page added here needs no other change.
 */
export const pages: RemotePage[] = [
  {
    path: '/',
    module: 'home-page',
    title: 'Transform Your Space Into a Smart Convenience Store',
    description:
      'Turn rental properties, hotel rooms and rideshare vehicles into cashless self-service mini-stores. Guests scan, pay on their phone, and you earn from every sale.',
    sitemap: true,
  },
  {
    path: '/privacy',
    module: 'privacy-page',
    title: 'Privacy Policy',
    description: 'How we collect, use and protect the information you share with us.',
    sitemap: true,
  },
  {
    path: '/terms',
    module: 'terms-page',
    title: 'Terms of Service',
    description: 'The terms that govern your use of our website, programs and starter kits.',
    sitemap: true,
  },
  {
    path: '/cookies',
    module: 'cookies-page',
    title: 'Cookie Policy',
    description: 'Which cookies and browser storage our website uses, and why.',
    sitemap: true,
  },
];
