import type { RemotePage } from '@minibar/site-config';

/**
 * This remote's page: the operators' dashboard of every stored submission. The build writes it
 * into the remote's manifest, where the site reads it at run time. Never in the sitemap or the
 * navigation.
 */
export const pages: RemotePage[] = [
  {
    path: '/admin',
    module: 'admin-page',
    title: 'Admin Dashboard',
    description: 'Review applications, sign-ups and messages.',
    sitemap: false,
  },
];
