// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { remotePagesSchema, SITE_PAGES_FORMAT } from 'contracts';
import { exposes } from './expose';
import { pages } from './pages';

describe("this remote's pages", () => {
  it('are pages the site can read: the format it knows, each path once, every field valid', () => {
    const parsed = remotePagesSchema.safeParse({ format: SITE_PAGES_FORMAT, pages });
    expect(parsed.error?.issues ?? []).toEqual([]);
  });

  it('are each served by a page module this remote exposes, and every exposed page serves one', () => {
    const modules = new Set(pages.map((page) => `./${page.module}`));
    expect([...modules].filter((module) => !(module in exposes))).toEqual([]);
    expect(Object.keys(exposes).filter((module) => !modules.has(module))).toEqual([]);
  });
});
