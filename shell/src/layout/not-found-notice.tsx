import { Link } from 'react-router-dom';
import { layout } from '@minibar/ui';
import * as css from './not-found-notice.css';

/** Above the home page at a path no page is at: says so, and offers the way on. */
export function NotFoundNotice() {
  return (
    <section className={css.notice} aria-labelledby="not-found-title">
      <div className={`${layout.container} ${css.inner}`}>
        <h2 id="not-found-title" className={css.title}>
          We couldn&apos;t find that page
        </h2>
        <p className={css.text}>
          The address may be mistyped, or the page has moved. <Link to="/">Go to the home page</Link> or <Link to="/blog">read the blog</Link>.
        </p>
      </div>
    </section>
  );
}
