import type { PostSummary } from '../shared/posts/blog-post';
import { ALL_CATEGORIES, isBlogCategory, type CategoryFilter } from '../shared/posts/categories';

/** What the list shows: a category filter and a search text, both kept in the URL query. */
export interface BlogQuery {
  category: CategoryFilter;
  search: string;
}

export const DEFAULT_BLOG_QUERY: BlogQuery = { category: ALL_CATEGORIES, search: '' };

/** URL query keys, e.g. /blog?category=Rideshare&q=kit. */
export const BLOG_QUERY_KEYS = { category: 'category', search: 'q' } as const;

/** Longer search texts from a hand-edited URL are cut, never an error. */
export const MAX_SEARCH_LENGTH = 100;

/** Reads the view from the URL query; an unknown category means All. */
export function readBlogQuery(params: URLSearchParams): BlogQuery {
  const category = params.get(BLOG_QUERY_KEYS.category) ?? '';
  const search = (params.get(BLOG_QUERY_KEYS.search) ?? '').slice(0, MAX_SEARCH_LENGTH);
  return { category: isBlogCategory(category) ? category : ALL_CATEGORIES, search };
}

/** The URL query of a view; defaults are left out so /blog stays /blog. */
export function blogQueryParams(query: BlogQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.category !== ALL_CATEGORIES) params.set(BLOG_QUERY_KEYS.category, query.category);
  if (query.search) params.set(BLOG_QUERY_KEYS.search, query.search);
  return params;
}

/** The address of a view of the list, e.g. /blog?category=Rideshare. */
export function blogListHref(query: BlogQuery): string {
  const search = blogQueryParams(query).toString();
  return search ? `/blog?${search}` : '/blog';
}

function hasSearch(query: BlogQuery): boolean {
  return query.search.trim() !== '';
}

/** Case-insensitive search over title and excerpt. */
export function matchesSearch(post: PostSummary, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return post.title.toLowerCase().includes(needle) || post.excerpt.toLowerCase().includes(needle);
}

export function matchesCategory(post: PostSummary, category: CategoryFilter): boolean {
  return category === ALL_CATEGORIES || post.category === category;
}

export function filterPosts(posts: readonly PostSummary[], query: BlogQuery): PostSummary[] {
  return posts.filter((post) => matchesCategory(post, query.category) && matchesSearch(post, query.search));
}

/** The featured article shows only with the filter on All and no search text. */
export function featuredPostFor(posts: readonly PostSummary[], query: BlogQuery): PostSummary | undefined {
  if (query.category !== ALL_CATEGORIES || hasSearch(query)) return undefined;
  return posts.find((post) => post.featured);
}

export interface BlogView {
  featured: PostSummary | undefined;
  /** The cards of the grid: the matching posts without the featured one. */
  grid: PostSummary[];
}

export function selectBlogView(posts: readonly PostSummary[], query: BlogQuery): BlogView {
  const featured = featuredPostFor(posts, query);
  const grid = filterPosts(posts, query).filter((post) => post !== featured);
  return { featured, grid };
}
