import { PaymentElement } from '@stripe/react-stripe-js';
import { button, Link } from '@minibar/ui';
import { Lock } from 'lucide-react';
import { PAYMENT_TEXT } from './payment-copy';
import { PaymentNoticeMessage } from './payment-notice';
import { usePaymentConfirmation } from './use-payment-confirmation';
import * as css from './payment-page.css';

/** The card field, the pay button and the outcome of a direct confirmation; lives inside <Elements>. */
export function CheckoutForm() {
  const { ready, busy, notice, pay } = usePaymentConfirmation();
  return (
    <form className={css.panel} onSubmit={pay} aria-busy={busy}>
      <h2 className={css.panelHeading}>Card Details</h2>
      <div className={css.paymentFieldArea}>
        <PaymentElement options={{ layout: 'tabs' }} />
      </div>
      {notice ? <PaymentNoticeMessage notice={notice} /> : null}
      <button type="submit" className={button({ tone: 'primary', size: 'lg', block: true })} disabled={!ready || busy}>
        {busy ? PAYMENT_TEXT.processing : PAYMENT_TEXT.payButton}
      </button>
      <p className={css.secureNote}>
        <Lock aria-hidden size={16} /> Your payment is processed securely by Stripe. We never see or store your card number.
      </p>
      <p className={css.legal}>
        By completing your purchase you agree to our <Link to="/terms">Terms of Service</Link> and <Link to="/privacy">Privacy Policy</Link>.
      </p>
    </form>
  );
}
