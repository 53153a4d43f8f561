import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useElements, useStripe } from '@stripe/react-stripe-js';
import { driverSession } from '../session/driver-session';
import { REDIRECT_DELAY_AFTER_CONFIRMATION_MS, REDIRECT_DELAY_AFTER_RETURN_MS, SUCCESS_PATH } from './payment-copy';
import { noticeForError, noticeForStatus, type PaymentNotice } from './payment-outcome';

/** Confirms the payment in place (a redirect only when the card needs one) and reports the outcome. */
export function usePaymentConfirmation() {
  const stripe = useStripe();
  const elements = useElements();
  const navigate = useNavigate();
  const [notice, setNotice] = useState<PaymentNotice | null>(null);
  const [busy, setBusy] = useState(false);
  const redirectTimer = useRef<number | undefined>(undefined);

  function succeed(delayMs: number) {
    driverSession.set('paymentCompleted', 'true');
    setNotice(noticeForStatus('succeeded'));
    redirectTimer.current = window.setTimeout(() => navigate(SUCCESS_PATH), delayMs);
  }

  useEffect(() => () => window.clearTimeout(redirectTimer.current), []);

  // signup-flows §4: back from a redirect, the query carries the client secret and the status.
  useEffect(() => {
    if (!stripe) return;
    const query = new URLSearchParams(window.location.search);
    const clientSecret = query.get('payment_intent_client_secret');
    if (!clientSecret) return;
    void stripe.retrievePaymentIntent(clientSecret).then(({ paymentIntent }) => {
      if (query.get('redirect_status') === 'succeeded' || paymentIntent?.status === 'succeeded') {
        if (paymentIntent) driverSession.set('paymentIntentId', paymentIntent.id);
        succeed(REDIRECT_DELAY_AFTER_RETURN_MS);
      } else {
        setNotice(noticeForStatus(paymentIntent?.status));
      }
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when Stripe.js is ready
  }, [stripe]);

  async function pay(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!stripe || !elements || busy) return;
    setBusy(true);
    setNotice(null);
    const { error, paymentIntent } = await stripe
      .confirmPayment({
        elements,
        confirmParams: { return_url: `${window.location.origin}${SUCCESS_PATH}` },
        redirect: 'if_required',
      })
      .catch(() => ({ error: { type: 'api_error' as const, message: undefined }, paymentIntent: undefined }));
    if (error) {
      setNotice(noticeForError(error));
    } else if (paymentIntent?.status === 'succeeded') {
      succeed(REDIRECT_DELAY_AFTER_CONFIRMATION_MS);
      return; // stays busy until the confirmation page opens
    } else {
      setNotice(noticeForStatus(paymentIntent?.status));
    }
    setBusy(false);
  }

  return { ready: Boolean(stripe && elements), busy, notice, pay };
}
