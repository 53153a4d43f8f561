import { BOOKING_FREQUENCIES, FORM_CONTRACTS, type HostApplication, type HostApplicationInput } from 'contracts';
import { analytics, ApiError, button, controlClass, Field, FormNotice, formGridClass, fullRowClass, toast } from 'shared-ui';
import { PhoneField, useContractForm } from 'shared-ui-forms';
import * as formCss from '../shared/form.css';
import { BOOKING_FREQUENCY_LABELS, HOST_ERROR_FALLBACK, HOST_SUCCESS_TOAST } from './host-content';

const emptyApplication: HostApplicationInput = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  unitCount: '',
  listingLink: '',
  bookingFrequency: '' as HostApplicationInput['bookingFrequency'],
};

/** The server's message, else the status line, else the fallback. */
function failureMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : HOST_ERROR_FALLBACK;
}

/**
 * The host application, validated by the API's own contract. Without JavaScript it posts
 * to the page, which answers with the same messages, or once stored with the success
 * message above the form.
 */
export function HostApplicationForm() {
  const {
    start,
    register,
    control,
    submit,
    formState: { errors, isSubmitting },
  } = useContractForm<HostApplicationInput, HostApplication>({
    form: 'host',
    contract: FORM_CONTRACTS.hostApplication,
    empty: emptyApplication,
    event: 'host_application',
    onStored: (application) => {
      analytics.signupCompleted('host', { unitCount: application.unitCount, bookingFrequency: application.bookingFrequency });
      toast({ ...HOST_SUCCESS_TOAST, variant: 'success' });
    },
    failureToast: (error) => ({ title: 'Error', description: failureMessage(error) }),
  });

  return (
    <form {...start.formProps} className={formCss.form} onSubmit={submit} noValidate aria-label="Host application">
      {start.sent ? (
        <FormNotice tone="success" title={HOST_SUCCESS_TOAST.title}>
          {HOST_SUCCESS_TOAST.description}
        </FormNotice>
      ) : null}
      {start.message ? <FormNotice tone="error">{start.message}</FormNotice> : null}
      <div className={formGridClass}>
        <Field label="First name" error={errors.firstName?.message}>
          <input className={controlClass} autoComplete="given-name" {...register('firstName')} defaultValue={start.defaultValues.firstName} />
        </Field>
        <Field label="Last name" error={errors.lastName?.message}>
          <input className={controlClass} autoComplete="family-name" {...register('lastName')} defaultValue={start.defaultValues.lastName} />
        </Field>
        <Field label="Email" error={errors.email?.message}>
          <input className={controlClass} type="email" autoComplete="email" {...register('email')} defaultValue={start.defaultValues.email} />
        </Field>
        <Field label="Phone number" error={errors.phone?.message}>
          <PhoneField control={control} name="phone" />
        </Field>
        <Field label="Number of units" error={errors.unitCount?.message}>
          <input
            className={controlClass}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            {...register('unitCount')}
            defaultValue={String(start.defaultValues.unitCount ?? '')}
          />
        </Field>
        <Field label="Nights booked per month" error={errors.bookingFrequency?.message}>
          <select className={controlClass} {...register('bookingFrequency')} defaultValue={start.defaultValues.bookingFrequency}>
            <option value="">Select…</option>
            {BOOKING_FREQUENCIES.map((band) => (
              <option key={band} value={band}>
                {BOOKING_FREQUENCY_LABELS[band]}
              </option>
            ))}
          </select>
        </Field>
        <Field
          className={fullRowClass}
          label="Listing links"
          hint="One link per line, or separate them with commas (for example airbnb.com/rooms/123)."
          error={errors.listingLink?.message}
        >
          <textarea className={controlClass} rows={3} {...register('listingLink')} defaultValue={start.defaultValues.listingLink} />
        </Field>
      </div>
      <button type="submit" className={button({ tone: 'primary', size: 'lg', block: true })} disabled={isSubmitting}>
        {isSubmitting ? 'Submitting...' : 'Submit Application'}
      </button>
    </form>
  );
}
