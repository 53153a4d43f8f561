import { formatDollars, formatDollarsAndCents } from '@minibar/contracts/number-format';
import { DRIVER_OFFER, HOST_OFFER, STARTER_KIT } from '@minibar/contracts/offer';
import type { RemoteName } from './remote-directory';

/** The route of every path no page is at. */
export const NOT_FOUND = '*';

/** A page's title (without the brand) and description. */
export interface PageText {
  title: string;
  description: string;
}

/** A page as its remote declares it (in its src/pages.ts, written into its manifest by its build). */
export interface RemotePage extends PageText {
  /** The route: a path, a path with a final `:parameter`, or `*` for any other path. */
  path: string;
  /** The page's module: the remote's `src/routes/<module>.tsx` (default export), exposed as `./<module>`. */
  module: string;
  /** Listed in /sitemap.xml (paths with a parameter never are; the articles are listed one by one). */
  sitemap: boolean;
  /** In the navigation bar: its label and place among the items (the home page's sections included). */
  nav?: { label: string; order: number };
  /**
   * The page renders something of the visitor's own (a cookie, a session): the server renders
   * it for each request instead of keeping one rendered copy for everyone.
   */
  perVisitor?: true;
  /** Kept out of search results: a robots "noindex" meta in the server HTML and in the browser. */
  noindex?: true;
}

/** A page of the site: a remote's page, with the remote that serves it. */
export interface PageEntry extends RemotePage {
  remote: RemoteName;
}

const home: PageText = {
  title: 'Transform Your Space Into a Smart Convenience Store',
  description:
    'Turn rental properties, hotel rooms and rideshare vehicles into cashless self-service mini-stores. Guests scan, pay on their phone, and you earn from every sale.',
};

// The descriptions state the offer's own figures.
const kitPrice = formatDollars(STARTER_KIT.priceUsd);
const hostShare = `${HOST_OFFER.sharePercent}%`;

const drivers: PageText = {
  title: 'Uber Driver Signup',
  description: `Turn your car into a mini convenience store. Get the ${kitPrice} starter kit and earn up to ${formatDollars(DRIVER_OFFER.monthlyEarningsUpToUsd)} a month from rider purchases.`,
};

const blog: PageText = {
  title: 'Blog',
  description: 'Guides and ideas for hosts, hotels and rideshare drivers running self-service mini-stores.',
};

/**
 * The pages of remote releases that declare none of their own (built before each remote's
 * build wrote its pages into its manifest): the site keeps serving them while such a
 * release is deployed. A remote that declares its pages is served from its declaration
 * alone; a new page never goes here.
 */
export const knownPages: readonly PageEntry[] = [
  { path: '/', remote: 'marketing', module: 'home-page', ...home, sitemap: true },
  {
    path: '/privacy',
    remote: 'marketing',
    module: 'privacy-page',
    title: 'Privacy Policy',
    description: 'How we collect, use and protect the information you share with us.',
    sitemap: true,
  },
  {
    path: '/terms',
    remote: 'marketing',
    module: 'terms-page',
    title: 'Terms of Service',
    description: 'The terms that govern your use of our website, programs and starter kits.',
    sitemap: true,
  },
  {
    path: '/cookies',
    remote: 'marketing',
    module: 'cookies-page',
    title: 'Cookie Policy',
    description: 'Which cookies and browser storage our website uses, and why.',
    sitemap: true,
  },
  { path: '/blog', remote: 'blog', module: 'blog-list-page', ...blog, sitemap: true, nav: { label: 'Blog', order: 6 } },
  // An article's own title is added to this one once the article is known (articleTitle).
  { path: '/blog/:slug', remote: 'blog', module: 'blog-post-page', title: 'Blog Post', description: blog.description, sitemap: false },
  { path: '/drivers', remote: 'driverCheckout', module: 'drivers-page', ...drivers, sitemap: true, nav: { label: 'Uber Drivers', order: 2 } },
  { path: '/uber-signup', remote: 'driverCheckout', module: 'drivers-page', ...drivers, sitemap: true },
  {
    path: '/uber-payment',
    remote: 'driverCheckout',
    module: 'uber-payment-page',
    title: 'Complete Your Payment',
    description: `Pay ${formatDollarsAndCents(STARTER_KIT.priceUsd)} once to receive your starter kit.`,
    sitemap: false,
  },
  {
    path: '/uber-payment-success',
    remote: 'driverCheckout',
    module: 'uber-payment-success-page',
    title: 'Payment Success',
    description: 'Your starter kit order is confirmed.',
    sitemap: false,
  },
  {
    path: '/starter-kit-paywall',
    remote: 'driverCheckout',
    module: 'starter-kit-paywall-page',
    title: 'Starter Kit Paywall',
    description: `Get your starter kit for ${kitPrice} one-time and start earning.`,
    sitemap: false,
    // A demonstration of the checkout: no payment is taken, so search engines leave it out.
    noindex: true,
  },
  {
    path: '/property-manager',
    remote: 'partnerForms',
    module: 'property-manager-page',
    title: `Property Manager Solutions - ${hostShare} Commission on Every Sale`,
    description: `Add a mini store to your listing and earn ${hostShare} of every sale, paid monthly. Free kit, no monthly fees, no inventory to manage.`,
    sitemap: true,
    nav: { label: 'Property Managers', order: 1 },
  },
  {
    path: '/hotel-signup',
    remote: 'partnerForms',
    module: 'hotel-signup-page',
    title: 'Hotel Solutions',
    description: 'In-room self-service mini stores for hotels: guests scan and pay on their phone, you earn from every transaction.',
    sitemap: true,
    nav: { label: 'Hotels', order: 4 },
  },
  {
    path: '/cleaning-partner',
    remote: 'partnerForms',
    module: 'cleaning-partner-page',
    title: 'Cleaner Partner Program',
    description: 'Cleaners and cleaning companies: earn from every guest purchase by restocking mini stores in the rentals you already service.',
    sitemap: true,
    nav: { label: 'Cleaners', order: 3 },
  },
  // The cleaner page under its second address keeps the home page's title and description.
  { path: '/cleaner-signup', remote: 'partnerForms', module: 'cleaning-partner-page', ...home, sitemap: true },
  {
    path: '/admin',
    remote: 'admin',
    module: 'admin-page',
    title: 'Admin Dashboard',
    description: 'Review applications, sign-ups and messages.',
    sitemap: false,
  },
];

/**
 * The site's pages, as routes: which page serves a path, its meta, the sitemap and the
 * navigation. Built from every remote's declared pages; the shell adds the answer to every
 * other path (the home page under a not-found notice, answered 404, kept out of search).
 */
export class PageTable {
  readonly entries: readonly PageEntry[];

  constructor(pages: readonly PageEntry[]) {
    const routes = pages.filter((entry) => entry.path !== NOT_FOUND);
    const home = routes.find((entry) => entry.path === '/') ?? knownPages.find((entry) => entry.path === '/')!;
    this.entries = [...routes, { ...home, path: NOT_FOUND, sitemap: false, nav: undefined, noindex: true }];
  }

  /**
   * The entry of the route that serves this path (the not-found entry when no other does).
   * Paths match as the router matches them: letter case counts, trailing slashes do not, and a
   * parameter is one segment.
   */
  entryFor(pathname: string): PageEntry {
    const path = withoutTrailingSlashes(pathname);
    return (
      this.entries.find((entry) => entry.path === path) ??
      this.entries.find((entry) => entry.path.includes(':') && routePattern(entry.path).test(path)) ??
      this.entries.at(-1)!
    );
  }

  /** True when no page of the site is at this path: the home page is shown under a not-found notice. */
  isNotFound(pathname: string): boolean {
    return this.entryFor(pathname).path === NOT_FOUND;
  }

  /**
   * The one address of a page reached under another spelling: another letter case in the
   * route's own words (`/Drivers`) or trailing slashes (`/drivers/`). Undefined when the path
   * already is canonical, or is no page at all. A parameter (an article's slug) is kept as sent.
   */
  canonicalPath(pathname: string): string | undefined {
    const path = withoutTrailingSlashes(pathname);
    for (const entry of this.entries) {
      if (entry.path === NOT_FOUND || !routePattern(entry.path, 'i').test(path)) continue;
      const sent = path.split('/');
      const canonical = entry.path
        .split('/')
        .map((segment, i) => (segment.startsWith(':') ? sent[i] : segment))
        .join('/');
      return canonical === pathname ? undefined : canonical;
    }
    return undefined;
  }

  /** The sitemap's pages: every listed path, once, in order (never a pattern). */
  sitemapPaths(): string[] {
    return [
      ...new Set(this.entries.filter((entry) => entry.sitemap && entry.path.startsWith('/') && !entry.path.includes(':')).map((entry) => entry.path)),
    ];
  }

  /** The navigation bar's pages, with their labels and places. */
  navEntries(): Array<{ label: string; to: string; order: number }> {
    return this.entries.flatMap((entry) => (entry.nav ? [{ label: entry.nav.label, to: entry.path, order: entry.nav.order }] : []));
  }
}

/** The path without trailing slashes ('/' stays '/'): one pass, however many slashes a request sends. */
function withoutTrailingSlashes(pathname: string): string {
  let end = pathname.length;
  while (end > 1 && pathname[end - 1] === '/') end -= 1;
  return pathname.slice(0, end);
}

/** A route as a pattern: each parameter is one segment. */
function routePattern(route: string, flags = ''): RegExp {
  const source = route
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}$`, flags);
}

declare global {
  /** The site's pages for this render (set by the server renderer) or this page (read from #site-pages). */
  var __SITE_PAGES__: readonly PageEntry[] | undefined;
}

/** The server writes the site's pages into each page as JSON in #site-pages. */
function readFromPage(): readonly PageEntry[] | undefined {
  if (typeof document === 'undefined') return undefined;
  try {
    const pages: unknown = JSON.parse(document.getElementById('site-pages')?.textContent ?? 'null');
    return Array.isArray(pages) && pages.length ? (pages as PageEntry[]) : undefined;
  } catch {
    return undefined;
  }
}

let current: { pages: readonly PageEntry[]; table: PageTable } | undefined;

/**
 * The site's pages where the shell runs: in the browser, the ones the server wrote into the
 * page; in the server renderer, the ones of the request it renders; else the known pages.
 */
export function currentPageTable(): PageTable {
  globalThis.__SITE_PAGES__ ??= readFromPage();
  const pages = globalThis.__SITE_PAGES__ ?? knownPages;
  if (current?.pages !== pages) current = { pages, table: new PageTable(pages) };
  return current.table;
}

/** The entry of the route that serves this path, among the current pages. */
export function pageEntryFor(pathname: string): PageEntry {
  return currentPageTable().entryFor(pathname);
}

/** True when no current page is at this path. */
export function isNotFound(pathname: string): boolean {
  return currentPageTable().isNotFound(pathname);
}

/** The one address of a page reached under another spelling, among the current pages. */
export function canonicalPath(pathname: string): string | undefined {
  return currentPageTable().canonicalPath(pathname);
}

/**
 * A remote opened on its own: each of its routes with its page, and `/` showing its first
 * page when it has no page there. `pages` are its declared pages (its src/pages.ts), `modules`
 * its route modules by file (`import.meta.glob('./routes/*-page.tsx', { eager: true })`).
 */
export function standaloneRoutes<Page>(pages: readonly RemotePage[], modules: Record<string, { default: Page }>): Record<string, Page> {
  const pageOf = (module: string): Page => {
    const page = modules[`./routes/${module}.tsx`];
    if (!page) throw new Error(`No page module src/routes/${module}.tsx`);
    return page.default;
  };
  const routes: Record<string, Page> = {};
  if (!pages.some((entry) => entry.path === '/') && pages[0]) routes['/'] = pageOf(pages[0].module);
  for (const entry of pages) routes[entry.path] = pageOf(entry.module);
  return routes;
}
