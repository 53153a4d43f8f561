import { useEffect, useRef, useState } from 'react';
import type { Stripe } from '@stripe/stripe-js';
import { driverSession } from '../shared/driver-session';
import { createPaymentIntent, fetchPublishableKey, PaymentSetupError } from './payment-api';
import { loadStripeJs } from './load-stripe';

export type PaymentSetup =
  | { status: 'loading' }
  | { status: 'missing-information' }
  | { status: 'setup-error'; message: string }
  | { status: 'unavailable' }
  | { status: 'ready'; stripe: Stripe; clientSecret: string };

/**
 * Saved form → configuration → PaymentIntent → Stripe.js.
 * Runs once per mount (StrictMode runs effects twice in development).
 */
export function usePaymentSetup(): PaymentSetup {
  const [setup, setSetup] = useState<PaymentSetup>({ status: 'loading' });
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const formData = driverSession.readFormData();
    if (!formData || formData === 'invalid') {
      setSetup({ status: 'missing-information' });
      return;
    }
    void (async () => {
      try {
        const publishableKey = await fetchPublishableKey();
        const [intent, stripe] = await Promise.all([createPaymentIntent(formData), loadStripeJs(publishableKey)]);
        driverSession.set('paymentIntentId', intent.paymentIntentId);
        setSetup(stripe ? { status: 'ready', stripe, clientSecret: intent.clientSecret } : { status: 'unavailable' });
      } catch (error) {
        setSetup(error instanceof PaymentSetupError ? { status: 'setup-error', message: error.message } : { status: 'unavailable' });
      }
    })();
  }, []);

  return setup;
}
