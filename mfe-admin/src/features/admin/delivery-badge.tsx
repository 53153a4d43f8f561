import type { AdminSubmission } from './admin-api';
import { DELIVERY_LABELS } from './admin-kinds';
import * as css from './table.css';

/** The notification email's state for one submission. */
export function DeliveryBadge({ notification }: Pick<AdminSubmission, 'notification'>) {
  const status = notification?.status ?? 'none';
  const className = status === 'sent' ? css.pillGood : status === 'failed' ? css.pillBad : css.pill;
  return <span className={className}>{DELIVERY_LABELS[status]}</span>;
}
