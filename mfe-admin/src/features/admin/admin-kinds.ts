import { FORM_NAMES, FORMS } from '@minibar/contracts';
import type { DeliveryStatus, SubmissionKind, SubmissionStatus } from './admin-api';

interface KindView {
  /** Tab and heading label: the forms' registry's admin label. */
  label: string;
  /** Who sent it, from the payload. */
  sender: (payload: Record<string, unknown>) => string;
  /** One more column that tells rows apart at a glance. */
  detail: { heading: string; of: (payload: Record<string, unknown>) => string };
}

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));
const fullName = (p: Record<string, unknown>) => `${text(p.firstName)} ${text(p.lastName)}`.trim();

/** How the dashboard shows each kind. */
export const KIND_VIEWS: Record<SubmissionKind, KindView> = {
  contact: { label: FORMS.contact.adminLabel, sender: (p) => text(p.name), detail: { heading: 'Message', of: (p) => text(p.message) } },
  host: { label: FORMS.host.adminLabel, sender: fullName, detail: { heading: 'Units', of: (p) => text(p.unitCount) } },
  hotel: { label: FORMS.hotel.adminLabel, sender: fullName, detail: { heading: 'Hotel', of: (p) => text(p.hotelName) } },
  cleaner: {
    label: FORMS.cleaner.adminLabel,
    sender: (p) => text(p.fullName),
    detail: { heading: 'City', of: (p) => `${text(p.city)}, ${text(p.state)}` },
  },
  driver: { label: FORMS.driver.adminLabel, sender: fullName, detail: { heading: 'City', of: (p) => `${text(p.city)}, ${text(p.state)}` } },
};

/** The kinds in tab order: the forms' registry's order. */
export const SUBMISSION_KINDS: readonly SubmissionKind[] = FORM_NAMES;

export const STATUS_LABELS: Record<SubmissionStatus, string> = {
  received: 'Received',
  pending_payment: 'Awaiting payment',
  paid: 'Paid',
  refunded: 'Refunded',
  disputed: 'Payment disputed',
};

export const DELIVERY_LABELS: Record<DeliveryStatus | 'none', string> = {
  pending: 'Email pending',
  sent: 'Email sent',
  failed: 'Email failed',
  none: 'No email',
};

export const senderOf = (kind: SubmissionKind, payload: Record<string, unknown>) => KIND_VIEWS[kind].sender(payload) || text(payload.email) || '—';

/** Dates in the viewer's locale; called in render only with server data, never "now". */
export const formatDateTime = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
