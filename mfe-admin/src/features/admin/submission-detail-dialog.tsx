import { useEffect, useState } from 'react';
import { Dialog } from 'radix-ui';
import { X } from 'lucide-react';
import { button } from '@minibar/ui';
import { adminApi, AdminApiError, type AdminSubmission } from './admin-api';
import { formatDateTime, KIND_VIEWS, senderOf, STATUS_LABELS } from './admin-kinds';
import { DeliveryBadge } from './delivery-badge';
import * as css from './dialog.css';

interface SubmissionDetailDialogProps {
  /** The row clicked; the dialog reloads it so the notification state is current. */
  submission: AdminSubmission | undefined;
  onClose: () => void;
  onSessionEnded: () => void;
}

const fieldLabel = (key: string) => key.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase());
const valueText = (value: unknown) => (typeof value === 'boolean' ? (value ? 'Yes' : 'No') : value === '' || value == null ? '—' : String(value));

/** One submission in full (Radix Dialog: focus trap, Escape, labelled). */
export function SubmissionDetailDialog({ submission, onClose, onSessionEnded }: SubmissionDetailDialogProps) {
  const [fresh, setFresh] = useState<AdminSubmission | undefined>();
  useEffect(() => {
    setFresh(undefined);
    if (!submission) return;
    let current = true;
    adminApi
      .submission(submission.id)
      .then((answer) => current && setFresh(answer))
      .catch((caught: unknown) => caught instanceof AdminApiError && caught.status === 401 && onSessionEnded());
    return () => {
      current = false;
    };
  }, [submission, onSessionEnded]);
  const shown = fresh ?? submission;

  return (
    <Dialog.Root open={Boolean(submission)} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={css.overlay} />
        <Dialog.Content className={css.content}>
          {shown ? (
            <>
              <Dialog.Title className={css.title}>
                {KIND_VIEWS[shown.kind].label}: {senderOf(shown.kind, shown.payload)}
              </Dialog.Title>
              <Dialog.Description className={css.description}>
                Received {formatDateTime(shown.createdAt)} · {STATUS_LABELS[shown.status]} · Reference {shown.id}
              </Dialog.Description>
              <dl className={css.fields}>
                {Object.entries(shown.payload).map(([key, value]) => (
                  <div key={key} className={css.fieldRow}>
                    <dt className={css.term}>{fieldLabel(key)}</dt>
                    <dd className={css.value}>{valueText(value)}</dd>
                  </div>
                ))}
                <div className={css.fieldRow}>
                  <dt className={css.term}>Notification</dt>
                  <dd className={css.value}>
                    <DeliveryBadge notification={shown.notification} />
                    {shown.notification?.lastError ? ` Last error: ${shown.notification.lastError}` : null}
                  </dd>
                </div>
              </dl>
            </>
          ) : null}
          <Dialog.Close asChild>
            <button type="button" className={`${button({ tone: 'ghost', size: 'sm' })} ${css.close}`}>
              <X aria-hidden size={18} /> Close
            </button>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
