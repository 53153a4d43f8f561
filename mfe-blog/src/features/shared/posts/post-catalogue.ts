import type { AuthorId } from './authors';
import type { BlogCategory } from './categories';
import type { PostImageName } from './post-images';

/**
 * A post's facts without its body or asset URLs. This module imports no assets and no
 * UI, so the blog build can read it to emit blog-meta.json for the server.
 */
export interface PostRecord {
  id: number;
  title: string;
  slug: string;
  excerpt: string;
  category: BlogCategory;
  /** Publication day, ISO yyyy-mm-dd. */
  date: string;
  image: PostImageName;
  featured: boolean;
  authorId: AuthorId;
  /** Ids of the posts shown under Related Articles. */
  relatedPosts: number[];
}

/** Five static posts; only the first is featured. */
export const postCatalogue: readonly PostRecord[] = [
  {
    id: 1,
    title: 'How Smart Minibars Increase Revenue for Short-Term Rentals',
    slug: 'increase-revenue-smart-minibars',
    excerpt:
      'Guests already pay for snacks, chargers and toiletries: they just buy them somewhere else. Here is how a self-service minibar turns those purchases into income for your listing.',
    category: 'Property Management',
    date: '2025-03-18',
    image: 'smart-minibars',
    featured: true,
    authorId: 'sarah-mitchell',
    relatedPosts: [3, 4, 5],
  },
  {
    id: 2,
    title: 'Contactless Shopping: A New Income Stream for Rideshare Drivers',
    slug: 'contactless-shopping-rideshare-drivers',
    excerpt:
      'Passengers want water, gum and a phone charger more often than you think. A seatback store lets them buy in seconds with a scan, and pays you a commission on every sale.',
    category: 'Rideshare',
    date: '2025-03-04',
    image: 'rideshare-shopping',
    featured: false,
    authorId: 'marcus-reed',
    relatedPosts: [5, 4],
  },
  {
    id: 3,
    title: 'The Essentials Every Short-Term Rental Guest Wants',
    slug: 'essentials-short-term-rental',
    excerpt:
      'From a forgotten toothbrush to a late-night snack, these are the items guests reach for first, and how having them on hand earns better reviews and extra revenue.',
    category: 'Guest Experience',
    date: '2025-02-19',
    image: 'rental-essentials',
    featured: false,
    authorId: 'sarah-mitchell',
    relatedPosts: [1, 4],
  },
  {
    id: 4,
    title: 'Setting Up Your Minibar: A Step-by-Step Guide',
    slug: 'setting-up-minibar-guide',
    excerpt:
      'Unbox the kit, choose the right spot, place the QR code and brief your cleaners. Everything you need to go from delivery to your first sale in under an hour.',
    category: 'Tutorials',
    date: '2025-02-05',
    image: 'setup-guide',
    featured: false,
    authorId: 'marcus-reed',
    relatedPosts: [1, 3, 2],
  },
  {
    id: 5,
    title: 'How to Price Convenience Items for Maximum Profit',
    slug: 'price-convenience-items-maximum-profit',
    excerpt:
      'Price too low and you leave money on the table; too high and items never move. A practical framework for markups, bundles and price points that guests happily pay.',
    category: 'Business Tips',
    date: '2025-01-22',
    image: 'pricing',
    featured: false,
    authorId: 'elena-alvarez',
    relatedPosts: [1, 2],
  },
];
