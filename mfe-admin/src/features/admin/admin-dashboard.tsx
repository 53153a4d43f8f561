import { useEffect, useState } from 'react';
import { Tabs } from 'radix-ui';
import { LogOut } from 'lucide-react';
import { button, layout } from '@minibar/ui';
import { adminApi, AdminApiError, type DashboardSummary, type SubmissionKind } from './admin-api';
import { KIND_VIEWS, SUBMISSION_KINDS } from './admin-kinds';
import { DeliverySummary, SummaryCounts } from './summary-counts';
import { SubmissionsTable } from './submissions-table';
import { SpreadsheetLink } from './spreadsheet-link';
import * as css from './admin.css';
import * as tabs from './tabs.css';

interface AdminDashboardProps {
  onSignOut: () => void;
  onSignOutEverywhere: () => void;
  onSessionEnded: () => void;
}

/** The signed-in dashboard: counts and one tab per kind. */
export function AdminDashboard({ onSignOut, onSignOutEverywhere, onSessionEnded }: AdminDashboardProps) {
  const [summary, setSummary] = useState<DashboardSummary | undefined>();
  const [kind, setKind] = useState<SubmissionKind>('contact');

  useEffect(() => {
    adminApi
      .summary()
      .then(setSummary)
      .catch((caught: unknown) => caught instanceof AdminApiError && caught.status === 401 && onSessionEnded());
  }, [onSessionEnded]);

  return (
    <>
      <div className={css.pageHeader}>
        <p className={css.muted}>Messages, applications and driver sign-ups are stored in the database and shown here, newest first.</p>
        <div className={css.actions}>
          <SpreadsheetLink onSessionEnded={onSessionEnded} />
          <button type="button" className={button({ tone: 'outline', size: 'sm' })} onClick={onSignOut}>
            <LogOut aria-hidden size={18} /> Sign out
          </button>
          <button type="button" className={button({ tone: 'outline', size: 'sm' })} onClick={onSignOutEverywhere}>
            Sign out everywhere
          </button>
        </div>
      </div>
      {summary ? (
        <>
          <SummaryCounts summary={summary} />
          <DeliverySummary notifications={summary.notifications} />
        </>
      ) : null}
      <Tabs.Root value={kind} onValueChange={(value) => setKind(value as SubmissionKind)}>
        <Tabs.List className={tabs.list} aria-label="Submission kinds">
          {SUBMISSION_KINDS.map((k) => (
            <Tabs.Trigger key={k} value={k} className={tabs.trigger}>
              {KIND_VIEWS[k].label}
              {summary ? (
                <>
                  {' '}
                  <span className={tabs.badge}>{summary.counts[k].total}</span> <span className={layout.visuallyHidden}>submissions</span>
                </>
              ) : null}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {SUBMISSION_KINDS.map((k) => (
          <Tabs.Content key={k} value={k}>
            {k === kind ? <SubmissionsTable kind={k} onSessionEnded={onSessionEnded} /> : null}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </>
  );
}
