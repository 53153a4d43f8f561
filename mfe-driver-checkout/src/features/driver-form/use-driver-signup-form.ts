import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { driverSignupSchema, type DriverSignup, type DriverSignupInput } from 'contracts';
import { analytics, toast, useLocation, useNavigate } from 'shared-ui';
import { useFormStart } from 'shared-ui/forms';
import { PAYMENT_PATH } from '../shared/driver-paths';
import { driverSession } from '../shared/driver-session';

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

/** Driver form: validation on change; Next validates, saves, then goes to payment. */
export function useDriverSignupForm() {
  const navigate = useNavigate();
  const [submitted, setSubmitted] = useState(false);
  // Starts from what the server-rendered form holds, so text typed before the script ran is kept.
  const start = useFormStart('driver', emptyForm, useLocation());
  const form = useForm<DriverSignupInput, unknown, DriverSignup>({
    resolver: zodResolver(driverSignupSchema),
    mode: 'onChange',
    defaultValues: start.defaultValues,
  });

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

  return {
    form,
    formProps: start.formProps,
    notice: start.message,
    submitted,
    onSubmit: form.handleSubmit(saveAndContinue, reportInvalid),
  };
}
