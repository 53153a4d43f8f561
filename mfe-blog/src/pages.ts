import type { RemotePage } from '@minibar/site-config';

const description = 'Guides and ideas for hosts, hotels and rideshare drivers running self-service mini-stores.';

/**
 * This remote's pages: each route, its module in src/routes/, its title and description, and
 * whether it is in the sitemap and the navigation. The build writes them into the remote's
 * manifest, where the site reads them at run time: a page added here needs no other change.
 */
export const pages: RemotePage[] = [
  { path: '/blog', module: 'blog-list-page', title: 'Blog', description, sitemap: true, nav: { label: 'Blog', order: 6 } },
  // An article's own title is added to this one once the article is known (articleTitle);
  // the site server lists the articles in the sitemap one by one.
  { path: '/blog/:slug', module: 'blog-post-page', title: 'Blog Post', description, sitemap: false },
];
