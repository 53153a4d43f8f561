import { Search } from 'lucide-react';
import { controlClass, Field, layout, Link } from '@minibar/ui';
import { ALL_CATEGORIES, CATEGORY_FILTERS, type CategoryFilter } from '../shared/posts/categories';
import { BLOG_QUERY_KEYS, blogListHref, MAX_SEARCH_LENGTH, type BlogQuery } from './blog-query';
import { useSearchDraft } from './use-search-draft';
import * as css from './blog-list.css';

interface BlogToolbarProps {
  query: BlogQuery;
  onSearch: (search: string) => void;
}

/**
 * The search box and the category filter. Both work as plain HTML too: the search is a GET
 * form and each category a link, so the server renders the chosen view; with the site's
 * code running, the search follows the typing and a category changes the list in place.
 */
export function BlogToolbar({ query, onSearch }: BlogToolbarProps) {
  const [search, setSearch] = useSearchDraft(query.search, onSearch);
  return (
    <form role="search" method="get" action="/blog" className={css.toolbar} onSubmit={(event) => event.preventDefault()}>
      {query.category === ALL_CATEGORIES ? null : <input type="hidden" name={BLOG_QUERY_KEYS.category} value={query.category} />}
      <div className={css.searchBox}>
        <Field label="Search articles">
          <input
            type="search"
            className={`${controlClass} ${css.searchInput}`}
            placeholder="Search by title or topic"
            name={BLOG_QUERY_KEYS.search}
            value={search}
            maxLength={MAX_SEARCH_LENGTH}
            onChange={(event) => setSearch(event.target.value)}
          />
        </Field>
        <Search size={20} aria-hidden="true" className={css.searchIcon} />
        <button type="submit" className={layout.visuallyHidden}>
          Search
        </button>
      </div>
      <div className={css.filterGroup}>
        <span id="category-filter-label" className={css.filterLabel}>
          Category
        </span>
        <div role="group" aria-labelledby="category-filter-label" className={css.filterChips}>
          {CATEGORY_FILTERS.map((category: CategoryFilter) => (
            <Link
              key={category}
              to={blogListHref({ ...query, category })}
              className={css.chip}
              aria-current={query.category === category ? 'true' : undefined}
              preventScrollReset
            >
              {/* Read alone, a link says what it filters: "All categories", "Rideshare category". */}
              {category} <span className={layout.visuallyHidden}>{category === 'All' ? 'categories' : 'category'}</span>
            </Link>
          ))}
        </div>
      </div>
    </form>
  );
}
