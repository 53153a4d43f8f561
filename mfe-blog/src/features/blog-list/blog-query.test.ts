import { describe, expect, it } from 'vitest';
import { postSummaries } from '../shared/posts/post-summaries';
import { blogQueryParams, filterPosts, MAX_SEARCH_LENGTH, readBlogQuery, selectBlogView, type BlogQuery } from './blog-query';

const all: BlogQuery = { category: 'All', search: '' };
const slugs = (posts: { slug: string }[]) => posts.map((post) => post.slug);

describe('reading the view from the URL query', () => {
  it('reads the category and the search text', () => {
    expect(readBlogQuery(new URLSearchParams('category=Rideshare&q=kit'))).toEqual({ category: 'Rideshare', search: 'kit' });
  });

  it('shows All for a missing or unknown category', () => {
    expect(readBlogQuery(new URLSearchParams(''))).toEqual(all);
    expect(readBlogQuery(new URLSearchParams('category=Recipes')).category).toBe('All');
    expect(readBlogQuery(new URLSearchParams('category=rideshare')).category).toBe('All');
  });

  it('cuts a very long search text instead of failing', () => {
    const query = readBlogQuery(new URLSearchParams({ q: 'x'.repeat(5000) }));
    expect(query.search).toHaveLength(MAX_SEARCH_LENGTH);
  });

  it('writes only what differs from the default view, and reads back what it wrote', () => {
    expect(blogQueryParams(all).toString()).toBe('');
    const view: BlogQuery = { category: 'Business Tips', search: 'price & profit' };
    expect(readBlogQuery(blogQueryParams(view))).toEqual(view);
  });
});

describe('filtering and search', () => {
  it('keeps only the chosen category', () => {
    expect(slugs(filterPosts(postSummaries, { category: 'Rideshare', search: '' }))).toEqual(['contactless-shopping-rideshare-drivers']);
  });

  it('searches titles regardless of case', () => {
    expect(slugs(filterPosts(postSummaries, { category: 'All', search: 'STEP-BY-STEP' }))).toEqual(['setting-up-minibar-guide']);
  });

  it('searches excerpts too', () => {
    // "seatback" appears only in the rideshare post's excerpt.
    expect(slugs(filterPosts(postSummaries, { category: 'All', search: 'seatback' }))).toEqual(['contactless-shopping-rideshare-drivers']);
  });

  it('combines the category and the search', () => {
    expect(filterPosts(postSummaries, { category: 'Tutorials', search: 'seatback' })).toEqual([]);
  });

  it('ignores surrounding spaces in the search text', () => {
    expect(filterPosts(postSummaries, { category: 'All', search: '   ' })).toHaveLength(postSummaries.length);
  });
});

describe('the featured article', () => {
  it('is shown on the unfiltered list and left out of the grid', () => {
    const view = selectBlogView(postSummaries, all);
    expect(view.featured?.slug).toBe('increase-revenue-smart-minibars');
    expect(slugs(view.grid)).not.toContain('increase-revenue-smart-minibars');
    expect(view.grid).toHaveLength(postSummaries.length - 1);
  });

  it('is not shown once a search text is entered; a match joins the grid', () => {
    const view = selectBlogView(postSummaries, { category: 'All', search: 'minibars' });
    expect(view.featured).toBeUndefined();
    expect(slugs(view.grid)).toContain('increase-revenue-smart-minibars');
  });

  it('is not shown with a category filter, even its own', () => {
    const view = selectBlogView(postSummaries, { category: 'Property Management', search: '' });
    expect(view.featured).toBeUndefined();
    expect(slugs(view.grid)).toEqual(['increase-revenue-smart-minibars']);
  });
});
