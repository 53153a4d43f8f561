import { CheckCircle2, Info, TriangleAlert } from 'lucide-react';
import type { PaymentNotice } from './payment-outcome';
import * as css from './payment-page.css';

const noticeIcons = { success: CheckCircle2, info: Info, error: TriangleAlert } as const;

/** The outcome of a payment; only a failure is announced as an alert. */
export function PaymentNoticeMessage({ notice }: { notice: PaymentNotice }) {
  const Icon = noticeIcons[notice.tone];
  return (
    <p className={css.notice[notice.tone]} role={notice.tone === 'error' ? 'alert' : 'status'}>
      <Icon aria-hidden size={18} /> {notice.text}
    </p>
  );
}
