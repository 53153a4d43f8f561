import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from '@minibar/ui';
import { useElements, useStripe } from '@stripe/react-stripe-js';
import { driverSession } from '../shared/driver-session';
import { PAYMENT_PATH, REDIRECT_DELAY_AFTER_CONFIRMATION_MS, SUCCESS_PATH } from './payment-copy';
import { noticeForError, noticeForStatus, type PaymentNotice } from './payment-outcome';

/**
 * Confirms the payment in place and reports the outcome. A card that needs its bank's page
 * (3-D Secure) leaves the site; the bank sends the visitor back to this payment page, which
 * reads the outcome from the return address (see use-payment-return.ts).
 */
export function usePaymentConfirmation() {
  const stripe = useStripe();
  const elements = useElements();
  const navigate = useNavigate();
  const [notice, setNotice] = useState<PaymentNotice | null>(null);
  const [busy, setBusy] = useState(false);
  const redirectTimer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(redirectTimer.current), []);

  async function pay(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!stripe || !elements || busy) return;
    setBusy(true);
    setNotice(null);
    const { error, paymentIntent } = await stripe
      .confirmPayment({
        elements,
        confirmParams: { return_url: `${window.location.origin}${PAYMENT_PATH}` },
        redirect: 'if_required',
      })
      .catch(() => ({ error: { type: 'api_error' as const, message: undefined }, paymentIntent: undefined }));
    if (error) {
      setNotice(noticeForError(error));
    } else if (paymentIntent?.status === 'succeeded') {
      driverSession.set('paymentCompleted', 'true');
      setNotice(noticeForStatus('succeeded'));
      // 1500 ms after a direct confirmation, 1000 ms after a redirect return.
      redirectTimer.current = window.setTimeout(() => navigate(SUCCESS_PATH), REDIRECT_DELAY_AFTER_CONFIRMATION_MS);
      return; // stays busy until the confirmation page opens
    } else {
      setNotice(noticeForStatus(paymentIntent?.status));
    }
    setBusy(false);
  }

  return { ready: Boolean(stripe && elements), busy, notice, pay };
}
