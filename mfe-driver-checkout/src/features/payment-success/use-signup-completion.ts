import { useCallback, useEffect, useRef, useState } from 'react';
import { analytics } from 'shared-ui';
import { driverSession } from '../shared/driver-session';
import { SignupSubmissionError, submitDriverSignup } from './submit-driver-signup';
import { SUCCESS_ERRORS } from './success-copy';

export type CompletionState =
  { status: 'loading' } | { status: 'ready' } | { status: 'submitting' } | { status: 'success' } | { status: 'error'; message: string };

/**
 * A return from Stripe's redirect (e.g. 3-D Secure) lands here with the intent in the query,
 * not through the payment page's flag; the server verifies the payment either way.
 */
function acceptRedirectReturn(): void {
  const query = new URLSearchParams(window.location.search);
  const intentId = query.get('payment_intent');
  if (query.get('redirect_status') === 'succeeded' && intentId) {
    driverSession.set('paymentCompleted', 'true');
    driverSession.set('paymentIntentId', intentId);
  }
}

/** The success page: the guards, then one submission of the saved form. */
export function useSignupCompletion() {
  const [state, setState] = useState<CompletionState>({ status: 'loading' });
  const started = useRef(false);

  const submit = useCallback(async (options: { manual: boolean }) => {
    const formData = driverSession.readFormData();
    if (!formData || formData === 'invalid') {
      setState({ status: 'error', message: formData ? SUCCESS_ERRORS.invalidFormData : SUCCESS_ERRORS.noFormData });
      return;
    }
    setState({ status: 'submitting' });
    try {
      await submitDriverSignup(formData, driverSession.get('paymentIntentId'));
      driverSession.remove('formData');
      driverSession.set('formSubmitted', 'true');
      if (options.manual) driverSession.remove('paymentIntentId');
      analytics.signupCompleted('driver');
      setState({ status: 'success' });
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
