import { describe, expect, it } from 'vitest';
import { BLOG_CATEGORIES } from './categories';
import { findPostBySlug, posts, relatedPostsOf } from './posts';
import { countWords } from './reading-time';

describe('the five posts', () => {
  it('have the published slugs', () => {
    expect(posts.map((post) => post.slug)).toEqual([
      'increase-revenue-smart-minibars',
      'contactless-shopping-rideshare-drivers',
      'essentials-short-term-rental',
      'setting-up-minibar-guide',
      'price-convenience-items-maximum-profit',
    ]);
  });

  it('feature only the first post', () => {
    expect(posts.map((post) => post.featured)).toEqual([true, false, false, false, false]);
  });

  it('cover one category each', () => {
    expect(new Set(posts.map((post) => post.category))).toEqual(new Set(BLOG_CATEGORIES));
  });

  it('carry every field of the entity', () => {
    for (const post of posts) {
      expect(post).toEqual(
        expect.objectContaining({
          id: expect.any(Number),
          title: expect.any(String),
          excerpt: expect.any(String),
          date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
          imageUrl: expect.any(String),
          author: { name: expect.any(String), role: expect.any(String), tone: expect.any(String) },
          relatedPosts: expect.any(Array),
        }),
      );
      expect(new Set(posts.map((p) => p.id)).size).toBe(posts.length);
    }
  });

  it('are real articles of 600 to 1,200 words with headings and lists', () => {
    for (const post of posts) {
      expect(countWords(post.content), post.slug).toBeGreaterThanOrEqual(600);
      expect(countWords(post.content), post.slug).toBeLessThanOrEqual(1200);
      expect(post.content).toContain('<h2>');
      expect(post.content).toContain('<h3>');
      expect(post.content).toMatch(/<(ul|ol)>/);
    }
  });

  it('relate only to other existing posts', () => {
    for (const post of posts) {
      const related = relatedPostsOf(post);
      expect(related.map((p) => p.id)).toEqual(post.relatedPosts);
      expect(related).not.toContainEqual(expect.objectContaining({ id: post.id }));
    }
  });
});

describe('finding a post by its slug', () => {
  it('finds a known slug', () => {
    expect(findPostBySlug('setting-up-minibar-guide')?.title).toBe('Setting Up Your Minibar: A Step-by-Step Guide');
  });

  it('finds nothing for unknown or odd slugs', () => {
    for (const slug of [undefined, '', 'nope', 'SETTING-UP-MINIBAR-GUIDE', '../../etc/passwd', '%3Cscript%3E', 'constructor']) {
      expect(findPostBySlug(slug)).toBeUndefined();
    }
  });
});
