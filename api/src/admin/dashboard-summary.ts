import type { AppContext } from '../context';
import type { DashboardSummary } from '@minibar/contracts';
import { SUBMISSION_KINDS } from './admin-settings';

export type { DashboardSummary };

/** Counts per kind (driver sign-ups split by payment state), and notification states. */
export async function dashboardSummary({ adminQueries, outbox, notifications: worker }: AppContext): Promise<DashboardSummary> {
  const [rows, notifications] = await Promise.all([adminQueries.countsByKindAndStatus(), outbox.countByStatus()]);
  const counts = Object.fromEntries(SUBMISSION_KINDS.map((kind) => [kind, { total: 0, byStatus: {} }])) as DashboardSummary['counts'];
  for (const { kind, status, count } of rows) {
    const entry = counts[kind];
    if (!entry) continue;
    entry.total += count;
    entry.byStatus[status] = count;
  }
  return {
    counts,
    notifications: { enabled: Boolean(worker), ...notifications },
  };
}
