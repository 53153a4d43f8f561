import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLocation, useNavigate } from 'react-router-dom';
import { driverSignupSchema, type DriverSignup, type DriverSignupInput } from 'api/contracts';
import { analytics, toast } from 'shared-ui';
import { driverSession } from '../session/driver-session';

export const PAYMENT_PATH = '/uber-payment';
const SUCCESS_PATH = '/uber-payment-success';

const emptyForm: DriverSignupInput = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  address: '',
  apartment: '',
  city: '',
  state: '',
  zip: '',
  additionalInfo: '',
};

/** signup-flows §4, driver form: validation on change; Next validates, saves, then goes to payment. */
export function useDriverSignupForm() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [submitted, setSubmitted] = useState(false);
  const form = useForm<DriverSignupInput, unknown, DriverSignup>({
    resolver: zodResolver(driverSignupSchema),
    mode: 'onChange',
    defaultValues: emptyForm,
  });

  // signup-flows §4: stale saved form data is removed on load unless on the success path.
  useEffect(() => {
    if (pathname !== SUCCESS_PATH) driverSession.remove('formData');
  }, [pathname]);

  const saveAndContinue = (data: DriverSignup) => {
    try {
      driverSession.saveFormData(data);
      driverSession.set('formSubmitted', 'true');
    } catch (error) {
      const description = error instanceof Error && error.message ? error.message : 'Failed to submit form. Please try again.';
      toast({ title: 'Error', description, variant: 'destructive' });
      return;
    }
    analytics.formSubmit('driver_signup', data);
    setSubmitted(true);
    navigate(PAYMENT_PATH);
  };

  const reportInvalid = () =>
    toast({ title: 'Please fix the errors', description: 'Please fill out all required fields correctly.', variant: 'destructive' });

  return { form, submitted, onSubmit: form.handleSubmit(saveAndContinue, reportInvalid) };
}
