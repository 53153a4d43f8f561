import * as css from './page-progress.css';

/** A thin bar at the top of the window while the next page's code loads. */
export function PageProgress({ active }: { active: boolean }) {
  if (!active) return null;
  return (
    <div className={css.track} role="progressbar" aria-label="Loading the next page">
      <div className={css.bar} />
    </div>
  );
}
