import { pageTitle } from './brand';

export interface PageMeta {
  title: string;
  description: string;
}

const home: PageMeta = {
  title: pageTitle('Transform Your Space Into a Smart Convenience Store'),
  description:
    'Turn rental properties, hotel rooms and rideshare vehicles into cashless self-service mini-stores. Guests scan, pay on their phone, and you earn from every sale.',
};

/** site-shell §2 "Page title and meta handling": one entry per route. */
const metaByPath: Record<string, PageMeta> = {
  '/': home,
  '/privacy': {
    title: pageTitle('Privacy Policy'),
    description: 'How we collect, use and protect the information you share with us.',
  },
  '/terms': {
    title: pageTitle('Terms of Service'),
    description: 'The terms that govern your use of our website, programs and starter kits.',
  },
  '/cookies': {
    title: pageTitle('Cookie Policy'),
    description: 'Which cookies and browser storage our website uses, and why.',
  },
  '/drivers': {
    title: pageTitle('Uber Driver Signup'),
    description:
      'Turn your car into a mini convenience store. Get the $55 starter kit and earn up to $300 a month from rider purchases.',
  },
  '/uber-payment': {
    title: pageTitle('Complete Your Payment'),
    description: 'Pay $55.00 once to receive your starter kit.',
  },
  '/uber-payment-success': {
    title: pageTitle('Payment Success'),
    description: 'Your starter kit order is confirmed.',
  },
  '/property-manager': {
    title: pageTitle('Property Manager Solutions - 20% Commission on Every Sale'),
    description:
      'Add a mini store to your listing and earn 20% of every sale, paid monthly. Free kit, no monthly fees, no inventory to manage.',
  },
  '/hotel-signup': {
    title: pageTitle('Hotel Solutions'),
    description:
      'In-room self-service mini stores for hotels: guests scan and pay on their phone, you earn from every transaction.',
  },
  '/cleaning-partner': {
    title: pageTitle('Cleaner Partner Program'),
    description:
      'Cleaners and cleaning companies: earn from every guest purchase by restocking mini stores in the rentals you already service.',
  },
  '/blog': {
    title: pageTitle('Blog'),
    description: 'Guides and ideas for hosts, hotels and rideshare drivers running self-service mini-stores.',
  },
  '/admin': {
    title: pageTitle('Admin Dashboard'),
    description: 'Review applications, sign-ups and messages.',
  },
  '/starter-kit-paywall': {
    title: pageTitle('Starter Kit Paywall'),
    description: 'Get your starter kit for $55 one-time and start earning.',
  },
};
metaByPath['/uber-signup'] = metaByPath['/drivers']!;

const blogPost: PageMeta = {
  title: pageTitle('Blog Post'),
  description: metaByPath['/blog']!.description,
};

/** The path without its trailing slashes ('/' stays '/'), in one pass over the text. */
function withoutTrailingSlashes(pathname: string): string {
  let end = pathname.length;
  while (end > 1 && pathname.charCodeAt(end - 1) === 47 /* '/' */) end -= 1;
  return pathname.slice(0, end);
}

/** The meta of a path; /cleaner-signup and unknown paths keep the home meta (spec). */
export function metaForPath(pathname: string): PageMeta {
  const path = withoutTrailingSlashes(pathname);
  if (path.startsWith('/blog/')) return blogPost;
  return metaByPath[path] ?? home;
}

export const homeMeta = home;
