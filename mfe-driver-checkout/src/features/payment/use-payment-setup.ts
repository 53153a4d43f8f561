import { useEffect, useRef, useState } from 'react';
import { useNavigate } from '@minibar/ui';
import type { Stripe } from '@stripe/stripe-js';
import type { DriverSignupInput } from '@minibar/contracts';
import { driverSession } from '../shared/driver-session';
import { createCheckout, createPaymentIntent, fetchPublishableKey, FormRefusedError, PaymentSetupError } from './payment-api';
import { SIGNUP_FORM_ID } from '../shared/scroll-to-signup-form';
import { FORM_PATH } from './payment-copy';
import { loadStripeJs } from './load-stripe';

export type PaymentSetup =
  | { status: 'loading' }
  | { status: 'missing-information' }
  | { status: 'setup-error'; message: string }
  | { status: 'unavailable' }
  | { status: 'ready'; stripe: Stripe; clientSecret: string };

/**
 * The PaymentIntent of this browser session's checkout: a reload of the payment page reuses
 * the checkout id and so the intent; a refused checkout id is dropped, so Try Again starts a new one.
 */
async function intentForThisCheckout(formData: DriverSignupInput) {
  let checkoutId = driverSession.get('checkoutId');
  if (!checkoutId) {
    checkoutId = await createCheckout();
    driverSession.set('checkoutId', checkoutId);
  }
  try {
    return await createPaymentIntent(formData, checkoutId);
  } catch (error) {
    driverSession.remove('checkoutId');
    throw error;
  }
}

/**
 * Saved form → configuration → PaymentIntent → Stripe.js. A form the server refuses sends the
 * driver back to it, with each refused field's message. Runs once per mount (StrictMode runs
 * effects twice in development).
 */
export function usePaymentSetup(): PaymentSetup {
  const navigate = useNavigate();
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
        const [intent, stripe] = await Promise.all([intentForThisCheckout(formData), loadStripeJs(publishableKey)]);
        driverSession.set('paymentIntentId', intent.paymentIntentId);
        setSetup(stripe ? { status: 'ready', stripe, clientSecret: intent.clientSecret } : { status: 'unavailable' });
      } catch (error) {
        if (error instanceof FormRefusedError) {
          driverSession.saveRefusedForm({ values: formData, fieldErrors: error.fieldErrors, message: error.message });
          navigate(`${FORM_PATH}#${SIGNUP_FORM_ID}`);
          return;
        }
        setSetup(error instanceof PaymentSetupError ? { status: 'setup-error', message: error.message } : { status: 'unavailable' });
      }
    })();
  }, [navigate]);

  return setup;
}
