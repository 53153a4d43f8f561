import type { DashboardSummary } from './admin-api';
import { KIND_VIEWS, STATUS_LABELS, SUBMISSION_KINDS } from './admin-kinds';
import * as css from './admin.css';

/** Driver sign-up states always shown; refunded and disputed only when there are some. */
const DRIVER_STATES = ['paid', 'pending_payment', 'refunded', 'disputed'] as const;

/** One card per kind; driver sign-ups split by payment state. */
export function SummaryCounts({ summary }: { summary: DashboardSummary }) {
  return (
    <ul className={css.counts} aria-label="Submissions per kind" role="list">
      {SUBMISSION_KINDS.map((kind) => {
        const { total, byStatus } = summary.counts[kind];
        return (
          <li key={kind} className={css.countCard}>
            <div className={css.countNumber}>{total}</div>
            <div className={css.countLabel}>{KIND_VIEWS[kind].label}</div>
            {kind === 'driver' ? (
              <div className={css.muted}>
                {DRIVER_STATES.filter((state) => state === 'paid' || state === 'pending_payment' || byStatus[state])
                  .map((state) => `${STATUS_LABELS[state]}: ${byStatus[state] ?? 0}`)
                  .join(' · ')}
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

/** The outbox at a glance: whether email is on and how many are waiting or failed. */
export function DeliverySummary({ notifications }: { notifications: DashboardSummary['notifications'] }) {
  return (
    <p className={css.deliverySummary}>
      {notifications.enabled ? 'Email notifications are on.' : 'Email notifications are off (set SMTP_URL and NOTIFY_TO to turn them on).'} Sent:{' '}
      {notifications.sent} · Pending: {notifications.pending} · Failed: {notifications.failed}
    </p>
  );
}
