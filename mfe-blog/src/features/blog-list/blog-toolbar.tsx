import { Search } from 'lucide-react';
import { controlClass, Field } from 'shared-ui';
import { CATEGORY_FILTERS, type CategoryFilter } from '../posts/categories';
import { MAX_SEARCH_LENGTH, type BlogQuery } from './blog-query';
import { useSearchDraft } from './use-search-draft';
import * as css from './blog-list.css';

interface BlogToolbarProps {
  query: BlogQuery;
  onSearch: (search: string) => void;
  onCategory: (category: CategoryFilter) => void;
}

/** The search box and the category filter (site-shell §2 "Blog list"). */
export function BlogToolbar({ query, onSearch, onCategory }: BlogToolbarProps) {
  const [search, setSearch] = useSearchDraft(query.search, onSearch);
  return (
    <form role="search" className={css.toolbar} onSubmit={(event) => event.preventDefault()}>
      <div className={css.searchBox}>
        <Field label="Search articles">
          <input
            type="search"
            className={`${controlClass} ${css.searchInput}`}
            placeholder="Search by title or topic"
            value={search}
            maxLength={MAX_SEARCH_LENGTH}
            onChange={(event) => setSearch(event.target.value)}
          />
        </Field>
        <Search size={20} aria-hidden="true" className={css.searchIcon} />
      </div>
      <div className={css.filterGroup}>
        <span id="category-filter-label" className={css.filterLabel}>
          Category
        </span>
        <div role="group" aria-labelledby="category-filter-label" className={css.filterChips}>
          {CATEGORY_FILTERS.map((category) => (
            <button
              key={category}
              type="button"
              className={css.chip}
              aria-pressed={query.category === category}
              onClick={() => onCategory(category)}
            >
              {category}
            </button>
          ))}
        </div>
      </div>
    </form>
  );
}
