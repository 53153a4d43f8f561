import { useEffect } from 'react';
import { create } from 'zustand';
import type { PageMeta } from '@minibar/site-config';

interface MetaOverrideState {
  override: { path: string; meta: PageMeta & { image?: string } } | null;
}

/** A page's own meta (an article's title) that replaces the route table's for its path. */
export const useMetaOverrideStore = create<MetaOverrideState>(() => ({ override: null }));

/** Called by a page whose meta depends on its data; the shell applies it for that path only. */
export function usePageMeta(path: string, meta: (PageMeta & { image?: string }) | null): void {
  const title = meta?.title;
  const description = meta?.description;
  const image = meta?.image;
  useEffect(() => {
    if (!title || description === undefined) return;
    useMetaOverrideStore.setState({ override: { path, meta: { title, description, ...(image ? { image } : {}) } } });
    return () => useMetaOverrideStore.setState({ override: null });
  }, [path, title, description, image]);
}
