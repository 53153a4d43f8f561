import { button, Link } from '@minibar/ui';
import { LoaderCircle } from 'lucide-react';
import { FORM_PATH, PAYMENT_PATH, PAYMENT_TEXT } from './payment-copy';
import { PaymentNoticeMessage } from './payment-notice';
import { PaymentSetupFailed, PaymentUnavailable } from './payment-states';
import { usePaymentReturn } from './use-payment-return';
import type { PaymentReturn } from './payment-return';
import * as css from './payment-page.css';

/** After a bank redirect: the outcome of the payment instead of a new card form. */
export function PaymentReturnPanel({ returned }: { returned: PaymentReturn | 'invalid' }) {
  const state = usePaymentReturn(returned);
  switch (state.status) {
    case 'setup-error':
      return <PaymentSetupFailed message={state.message} />;
    case 'unavailable':
      return <PaymentUnavailable />;
    case 'checking':
      return (
        <div className={css.statePanel}>
          <LoaderCircle aria-hidden size={36} className={`${css.stateIcon} ${css.spinner}`} />
          <p className={css.stateMessage} role="status">
            {PAYMENT_TEXT.checkingReturn}
          </p>
        </div>
      );
    case 'checked':
      return (
        <div className={css.panel}>
          <PaymentNoticeMessage notice={state.notice} />
          {state.paid ? null : state.notice.tone === 'info' ? (
            // A processing payment completes on its own once the bank settles it.
            <p className={css.stateMessage}>{PAYMENT_TEXT.processingNote}</p>
          ) : (
            <div className={css.actions}>
              <Link to={PAYMENT_PATH} className={button({ tone: 'primary' })}>
                {PAYMENT_TEXT.tryAgain}
              </Link>
              <Link to={FORM_PATH} className={button({ tone: 'outline' })}>
                {PAYMENT_TEXT.backToForm}
              </Link>
            </div>
          )}
        </div>
      );
  }
}
