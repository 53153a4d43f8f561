import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from '@minibar/ui';
import { blogQueryParams, readBlogQuery, type BlogQuery } from './blog-query';

/**
 * The list's filter and search, kept in the URL query so a link reproduces the view and
 * Back returns to the previous one.
 */
export function useBlogQuery() {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => readBlogQuery(params), [params]);

  // The view last asked for: URL changes commit in a transition, so `query` can lag
  // behind a fast typist.
  const requested = useRef(query);
  useEffect(() => {
    requested.current = query;
  }, [query]);

  const navigate = useCallback(
    (change: Partial<BlogQuery>) => {
      const previous = requested.current;
      const next = { ...previous, ...change };
      requested.current = next;
      // Typing more of a search replaces the history entry: Back leaves the search in
      // one step, not one letter at a time. A new filter or a new search adds an entry.
      const refinesSearch = previous.search !== '' && next.search !== '' && next.category === previous.category;
      setParams(blogQueryParams(next), { replace: refinesSearch, preventScrollReset: true });
    },
    [setParams],
  );

  return { query, setSearch: (search: string) => navigate({ search }) };
}
