import { Notice } from '@minibar/ui';
import type { PaymentNotice } from './payment-outcome';

/** The outcome of a payment; only a failure is announced as an alert. */
export function PaymentNoticeMessage({ notice }: { notice: PaymentNotice }) {
  return (
    <Notice tone={notice.tone} role={notice.tone === 'error' ? 'alert' : 'status'}>
      {notice.text}
    </Notice>
  );
}
