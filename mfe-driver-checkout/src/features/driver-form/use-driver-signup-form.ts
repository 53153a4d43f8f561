import { useEffect, useRef, useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { driverSignupSchema, type DriverSignup, type DriverSignupInput } from '@minibar/contracts';
import { analytics, toast, useLocation, useNavigate } from '@minibar/ui';
import { useFormStart, useTypedEarly } from '@minibar/ui/form-start';
import { PAYMENT_PATH } from '../shared/driver-paths';
import { EMPTY_DRIVER_FORM, type DriverFormField } from '../shared/driver-form-fields';
import { driverSession } from '../shared/driver-session';

/**
 * A failure above the form: the server's answer to a post without JavaScript (left where the
 * browser shows it), or a save that failed on Next (brought into view and focused).
 */
export interface DriverFormFailure {
  id: number;
  title?: string;
  description: string;
  reveal: boolean;
}

/** Focuses the first of `fields` in the form's own order (the phone too, which has no ref) and brings it into view. */
function focusFirstOf(fields: string[]): void {
  const form = document.querySelector<HTMLFormElement>('form[data-form="driver"]');
  const first = [...(form?.elements ?? [])].find((control) => fields.includes(control.getAttribute('name') ?? ''));
  if (!(first instanceof HTMLElement)) return;
  first.focus({ preventScroll: true });
  first.scrollIntoView({ block: 'center' });
}

/** Driver form: validation on change; Next validates, saves, then goes to payment. */
export function useDriverSignupForm() {
  const navigate = useNavigate();
  const [submitted, setSubmitted] = useState(false);
  // Starts from what the server rendered; text typed before the script ran is given back once hydrated.
  const start = useFormStart('driver', EMPTY_DRIVER_FORM, useLocation());
  const [failure, setFailure] = useState<DriverFormFailure | null>(() =>
    start.message ? { id: 0, description: start.message, reveal: false } : null,
  );
  const failures = useRef(0);
  const form = useForm<DriverSignupInput, unknown, DriverSignup>({
    resolver: zodResolver(driverSignupSchema),
    mode: 'onChange',
    defaultValues: start.defaultValues,
    // Done by focusFirstOf, in the page's order.
    shouldFocusError: false,
  });
  useTypedEarly(start, (field, value) => form.setValue(field, value as never, { shouldDirty: true }));

  // Sent back by the payment page: the server refused fields of the saved form. The form
  // holds what was sent, each refused field shows its message, and the first one has focus.
  useEffect(() => {
    const refused = driverSession.takeRefusedForm();
    if (!refused) return;
    form.reset({ ...EMPTY_DRIVER_FORM, ...refused.values });
    const refusedFields = (Object.keys(EMPTY_DRIVER_FORM) as DriverFormField[]).filter((field) => refused.fieldErrors[field]?.[0]);
    for (const field of refusedFields) form.setError(field, { type: 'server', message: refused.fieldErrors[field]![0] });
    setFailure({ id: (failures.current += 1), description: refused.message, reveal: false });
    focusFirstOf(refusedFields);
  }, [form]);

  const saveAndContinue = (data: DriverSignup) => {
    try {
      driverSession.saveFormData(data);
      driverSession.set('formSubmitted', 'true');
    } catch (error) {
      const description = error instanceof Error && error.message ? error.message : 'Failed to submit form. Please try again.';
      toast({ title: 'Error', description, variant: 'destructive' });
      setFailure({ id: (failures.current += 1), title: 'Error', description, reveal: true });
      return;
    }
    analytics.formSubmit('driver_signup', data);
    setSubmitted(true);
    navigate(PAYMENT_PATH);
  };

  // The fields' messages are the outcome: the first field in error takes focus, with its
  // message read out; the toast says the same for those who look at the corner.
  const reportInvalid = (errors: FieldErrors<DriverSignupInput>) => {
    toast({ title: 'Please fix the errors', description: 'Please fill out all required fields correctly.', variant: 'destructive' });
    focusFirstOf(Object.keys(errors));
  };

  return {
    form,
    start,
    formProps: start.formProps,
    failure,
    submitted,
    onSubmit: form.handleSubmit(saveAndContinue, reportInvalid),
  };
}
