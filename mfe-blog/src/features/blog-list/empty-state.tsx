import { SearchX } from 'lucide-react';
import { button } from 'shared-ui';
import * as css from './blog-list.css';

/** site-shell §2 and §8: nothing matches the search or filter. */
export function EmptyState({ onReset }: { onReset: () => void }) {
  return (
    <div className={css.empty} role="status">
      <SearchX size={48} aria-hidden="true" className={css.emptyIcon} />
      <h2 className={css.gridTitle}>No articles found</h2>
      <p className={css.emptyText}>Try adjusting your search or filter to find what you're looking for.</p>
      <button type="button" className={button({ tone: 'outline' })} onClick={onReset}>
        Reset Filters
      </button>
    </div>
  );
}
