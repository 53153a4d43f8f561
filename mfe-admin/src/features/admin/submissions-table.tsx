import { useEffect, useState, type FormEvent } from 'react';
import { Download, Search } from 'lucide-react';
import { button, controlClass, Field, layout } from '@minibar/ui';
import { adminApi, AdminApiError, type AdminSubmission, type SubmissionKind, type SubmissionPage } from './admin-api';
import { formatDateTime, KIND_VIEWS, senderOf, STATUS_LABELS } from './admin-kinds';
import { DeliveryBadge } from './delivery-badge';
import { SubmissionDetailDialog } from './submission-detail-dialog';
import * as css from './table.css';
import * as adminCss from './admin.css';

interface SubmissionsTableProps {
  kind: SubmissionKind;
  onSessionEnded: () => void;
}

/** One kind's submissions: search, newest first, 25 a page, a detail view per row, CSV export. */
export function SubmissionsTable({ kind, onSessionEnded }: SubmissionsTableProps) {
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [result, setResult] = useState<SubmissionPage | undefined>();
  const [error, setError] = useState<string | undefined>();
  const [selected, setSelected] = useState<AdminSubmission | undefined>();
  const view = KIND_VIEWS[kind];

  useEffect(() => {
    let current = true;
    adminApi
      .submissions(kind, page, search)
      .then((answer) => current && (setResult(answer), setError(undefined)))
      .catch((caught: unknown) => {
        if (!current) return;
        if (caught instanceof AdminApiError && caught.status === 401) onSessionEnded();
        else setError('The submissions could not be loaded. Please try again.');
      });
    return () => {
      current = false;
    };
  }, [kind, page, search, onSessionEnded]);

  function submitSearch(event: FormEvent) {
    event.preventDefault();
    setPage(1);
    setSearch(draft.trim());
  }

  return (
    <div>
      <div className={css.toolbar}>
        <form className={css.searchForm} role="search" onSubmit={submitSearch}>
          <Field label={`Search ${view.label.toLowerCase()}`} className={adminCss.grow}>
            <input className={controlClass} type="search" value={draft} onChange={(event) => setDraft(event.target.value)} />
          </Field>
          <button type="submit" className={button({ tone: 'outline', size: 'md' })}>
            <Search aria-hidden size={18} /> Search
          </button>
        </form>
        <a className={button({ tone: 'ghost', size: 'md' })} href={adminApi.exportUrl(kind)} download>
          <Download aria-hidden size={18} /> Export {view.label} CSV
        </a>
      </div>
      {error ? (
        <p className={adminCss.errorText} role="alert">
          {error}
        </p>
      ) : null}
      <div className={css.scroller}>
        <table className={css.table}>
          <caption className={layout.visuallyHidden}>{view.label}, newest first</caption>
          <thead>
            <tr>
              {['Received', 'From', view.detail.heading, 'Status', 'Notification', 'Details'].map((heading) => (
                <th key={heading} scope="col" className={css.headCell}>
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {result?.items.map((item) => (
              <tr key={item.id}>
                <td className={css.cell}>{formatDateTime(item.createdAt)}</td>
                <td className={css.cell}>{senderOf(kind, item.payload)}</td>
                <td className={css.cell}>{view.detail.of(item.payload)}</td>
                <td className={css.cell}>{STATUS_LABELS[item.status]}</td>
                <td className={css.cell}>
                  <DeliveryBadge notification={item.notification} />
                </td>
                <td className={css.cell}>
                  <button type="button" className={button({ tone: 'outline', size: 'sm' })} onClick={() => setSelected(item)}>
                    View<span className={layout.visuallyHidden}> {senderOf(kind, item.payload)}</span>
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {result && result.items.length === 0 ? <p className={css.empty}>{search ? 'Nothing matches this search.' : 'Nothing here yet.'}</p> : null}
        {!result && !error ? <p className={css.empty}>Loading…</p> : null}
      </div>
      {result ? <Pager result={result} onPage={setPage} /> : null}
      <SubmissionDetailDialog submission={selected} onClose={() => setSelected(undefined)} onSessionEnded={onSessionEnded} />
    </div>
  );
}

function Pager({ result, onPage }: { result: SubmissionPage; onPage: (page: number) => void }) {
  return (
    <nav className={css.pager} aria-label="Pages">
      <p className={adminCss.muted} aria-live="polite">
        Page {result.page} of {result.pageCount} · {result.total} in all
      </p>
      <div className={adminCss.actions}>
        <button type="button" className={button({ tone: 'ghost', size: 'sm' })} disabled={result.page <= 1} onClick={() => onPage(result.page - 1)}>
          Previous page
        </button>
        <button
          type="button"
          className={button({ tone: 'ghost', size: 'sm' })}
          disabled={result.page >= result.pageCount}
          onClick={() => onPage(result.page + 1)}
        >
          Next page
        </button>
      </div>
    </nav>
  );
}
