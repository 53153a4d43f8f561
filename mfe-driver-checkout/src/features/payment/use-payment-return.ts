import { useEffect, useState } from 'react';
import { useNavigate } from '@minibar/ui';
import { driverSession } from '../shared/driver-session';
import { fetchPublishableKey, PaymentSetupError } from './payment-api';
import { REDIRECT_DELAY_AFTER_RETURN_MS, SUCCESS_PATH } from './payment-copy';
import { noticeForStatus, outcomeOfReturnedPayment, type PaymentNotice } from './payment-outcome';
import type { PaymentReturn } from './payment-return';
import { loadStripeJs } from './load-stripe';

export type PaymentReturnState =
  | { status: 'checking' }
  | { status: 'setup-error'; message: string }
  | { status: 'unavailable' }
  | { status: 'checked'; notice: PaymentNotice; paid: boolean };

const unusableReturn: PaymentReturnState = { status: 'checked', notice: noticeForStatus(undefined), paid: false };

/**
 * The payment page opened by the bank's redirect: retrieves the PaymentIntent named in the
 * address with Stripe.js and reports it. Only a paid order is remembered in the session
 * (the payment-completed flag and the intent), then the confirmation page opens; an address
 * Stripe.js rejects or that is malformed stores nothing.
 */
export function usePaymentReturn(returned: PaymentReturn | 'invalid'): PaymentReturnState {
  const navigate = useNavigate();
  const [state, setState] = useState<PaymentReturnState>(returned === 'invalid' ? unusableReturn : { status: 'checking' });

  useEffect(() => {
    if (returned === 'invalid') return;
    let cancelled = false;
    let redirectTimer: number | undefined;
    void (async () => {
      let next: PaymentReturnState;
      try {
        const stripe = await loadStripeJs(await fetchPublishableKey());
        if (cancelled) return;
        if (!stripe) {
          next = { status: 'unavailable' };
        } else {
          const { paymentIntent } = await stripe.retrievePaymentIntent(returned.clientSecret).catch(() => ({ paymentIntent: undefined }));
          if (cancelled) return;
          const outcome = outcomeOfReturnedPayment(paymentIntent, returned.redirectStatus);
          if (outcome.paidIntentId) {
            driverSession.set('paymentIntentId', outcome.paidIntentId);
            driverSession.set('paymentCompleted', 'true');
            // Proof of this payment for the server, should this session hold no form.
            driverSession.set('paymentClientSecret', returned.clientSecret);
            // 1000 ms after a redirect return, 1500 ms after a direct confirmation.
            redirectTimer = window.setTimeout(() => navigate(SUCCESS_PATH), REDIRECT_DELAY_AFTER_RETURN_MS);
          }
          next = { status: 'checked', notice: outcome.notice, paid: Boolean(outcome.paidIntentId) };
        }
      } catch (error) {
        if (cancelled) return;
        next = error instanceof PaymentSetupError ? { status: 'setup-error', message: error.message } : { status: 'unavailable' };
      }
      setState(next);
    })();
    return () => {
      cancelled = true;
      window.clearTimeout(redirectTimer);
    };
  }, [returned, navigate]);

  return state;
}
