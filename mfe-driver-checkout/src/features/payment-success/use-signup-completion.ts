import { useCallback, useEffect, useRef, useState } from 'react';
import { analytics } from '@minibar/ui';
import { driverSession } from '../shared/driver-session';
import type { DriverOrder } from '@minibar/contracts';
import { completeReturnedPayment, SignupSubmissionError, submitDriverSignup } from './submit-driver-signup';
import { SUCCESS_ERRORS } from './success-copy';

export type CompletionState =
  | { status: 'loading' }
  | { status: 'ready' }
  | { status: 'submitting' }
  | { status: 'success'; order: DriverOrder | undefined }
  | { status: 'error'; message: string };

/**
 * A return from Stripe's redirect (e.g. 3-D Secure) lands here with the intent in the query,
 * not through the payment page's flag; the server verifies the payment either way.
 */
function acceptRedirectReturn(): void {
  const query = new URLSearchParams(window.location.search);
  const intentId = query.get('payment_intent');
  const clientSecret = query.get('payment_intent_client_secret');
  if (query.get('redirect_status') === 'succeeded' && intentId) {
    driverSession.set('paymentCompleted', 'true');
    driverSession.set('paymentIntentId', intentId);
    if (clientSecret?.startsWith(`${intentId}_secret_`)) driverSession.set('paymentClientSecret', clientSecret);
  }
}

/**
 * The saved form with the PaymentIntent that paid for it; without the form, a bank's return
 * in this session (its client secret) completes the order from the server's record.
 */
function completeThisOrder(): Promise<DriverOrder | undefined> | { error: string } {
  const formData = driverSession.readFormData();
  const clientSecret = driverSession.get('paymentClientSecret');
  if (formData && formData !== 'invalid') return submitDriverSignup(formData, driverSession.get('paymentIntentId'));
  if (clientSecret) return completeReturnedPayment(clientSecret);
  return { error: formData ? SUCCESS_ERRORS.invalidFormData : SUCCESS_ERRORS.noFormData };
}

/** The success page: the guards, then one submission of the saved form. */
export function useSignupCompletion() {
  const [state, setState] = useState<CompletionState>({ status: 'loading' });
  const started = useRef(false);

  const submit = useCallback(async (options: { manual: boolean }) => {
    const completion = completeThisOrder();
    if ('error' in completion) {
      setState({ status: 'error', message: completion.error });
      return;
    }
    setState({ status: 'submitting' });
    try {
      const order = await completion;
      driverSession.remove('formData');
      driverSession.remove('paymentClientSecret');
      driverSession.set('formSubmitted', 'true');
      if (options.manual) driverSession.remove('paymentIntentId');
      analytics.signupCompleted('driver');
      setState({ status: 'success', order });
    } catch (error) {
      setState({ status: 'error', message: error instanceof SignupSubmissionError ? error.message : SUCCESS_ERRORS.fallback });
    }
  }, []);

  useEffect(() => {
    // StrictMode runs effects twice in development: submit once.
    if (started.current) return;
    started.current = true;
    driverSession.remove('formSubmitted');
    acceptRedirectReturn();
    if (driverSession.get('paymentCompleted') !== 'true') {
      setState({ status: 'error', message: SUCCESS_ERRORS.notPaid });
      return;
    }
    void submit({ manual: false });
  }, [submit]);

  const completeRegistration = useCallback(() => void submit({ manual: true }), [submit]);
  return { state, completeRegistration };
}
