import { SearchX } from 'lucide-react';
import { button, Link } from '@minibar/ui';
import { messageIcon } from '../shared/message.css';
import * as css from './blog-list.css';

/** Nothing matches the search or filter; Reset Filters clears the search and sets the filter back to All. */
export function EmptyState() {
  return (
    <div className={css.empty} role="status">
      <SearchX size={48} aria-hidden="true" className={messageIcon} />
      <h2 className={css.gridTitle}>No articles found</h2>
      <p className={css.emptyText}>Try adjusting your search or filter to find what you're looking for.</p>
      <Link to="/blog" className={button({ tone: 'outline' })} preventScrollReset>
        Reset Filters
      </Link>
    </div>
  );
}
