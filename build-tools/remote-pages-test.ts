import { describe, expect, it } from 'vitest';
import { remotePagesSchema, SITE_PAGES_FORMAT } from '@minibar/contracts';
import type { RemotePage } from '@minibar/site-config';

/**
 * The checks every remote's pages pass (in each remote's own tests): pages the site can read,
 * each served by a page module the remote exposes, and no exposed page that serves none.
 */
export function describeRemotePages(pages: readonly RemotePage[], exposes: Record<string, string>): void {
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
}
