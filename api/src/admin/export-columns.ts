import { FORMS } from '@minibar/contracts';
import type { SubmissionKind } from '../storage';

/** The payload fields each kind's CSV export has, in order, as the forms' registry lists them. */
export const EXPORT_FIELDS: Readonly<Record<SubmissionKind, readonly string[]>> = Object.fromEntries(
  Object.entries(FORMS).map(([name, form]) => [name, form.exportFields]),
) as Record<SubmissionKind, readonly string[]>;

/** Columns every export starts with, before the payload fields. */
export const EXPORT_LEAD_COLUMNS = ['id', 'receivedAt', 'status', 'notification'] as const;
