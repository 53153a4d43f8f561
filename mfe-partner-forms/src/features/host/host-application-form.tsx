import { BOOKING_FREQUENCIES, type HostApplicationInput } from '@minibar/contracts';
import { ApiError, toast } from '@minibar/ui';
import { blankValues, ContractFields, ContractFormElement, SubmitButton, type FormFieldSpec } from '@minibar/forms';
import * as formCss from '../shared/form.css';
import { usePartnerApplication } from '../shared/use-partner-application';
import { BOOKING_FREQUENCY_LABELS, HOST_ERROR_FALLBACK, HOST_NEXT_STEP, HOST_SUCCESS_TOAST, HOST_SUBMIT_LABELS } from './host-content';

const HOST_FIELDS: readonly FormFieldSpec<HostApplicationInput>[] = [
  { name: 'firstName', label: 'First name', input: { autoComplete: 'given-name' } },
  { name: 'lastName', label: 'Last name', input: { autoComplete: 'family-name' } },
  { name: 'email', label: 'Email', input: { type: 'email', autoComplete: 'email' } },
  { name: 'phone', label: 'Phone number', control: 'phone' },
  { name: 'unitCount', label: 'Number of units', input: { type: 'number', inputMode: 'numeric', min: 1, step: 1 } },
  {
    name: 'bookingFrequency',
    label: 'Nights booked per month',
    control: 'select',
    prompt: 'Select…',
    options: BOOKING_FREQUENCIES,
    optionLabels: BOOKING_FREQUENCY_LABELS,
  },
  {
    name: 'listingLink',
    label: 'Listing links',
    hint: 'One link per line, or separate them with commas (for example airbnb.com/rooms/123).',
    control: 'textarea',
    rows: 3,
    fullRow: true,
  },
];

const emptyApplication = blankValues(HOST_FIELDS);

/** The server's message, else the status line, else the fallback. */
function failureMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : HOST_ERROR_FALLBACK;
}

/**
 * The host application, validated by the API's own contract. Without JavaScript it posts
 * to the page, which answers with the same messages. Once stored, with or without
 * JavaScript, the success message stands above the emptied form with a link to what happens next.
 */
export function HostApplicationForm() {
  const form = usePartnerApplication('host', {
    empty: emptyApplication,
    completionExtras: ({ unitCount, bookingFrequency }) => ({ unitCount, bookingFrequency }),
    onStored: () => toast({ ...HOST_SUCCESS_TOAST, variant: 'success' }),
    storedNotice: { ...HOST_SUCCESS_TOAST, next: HOST_NEXT_STEP },
    failureToast: (error) => ({ title: 'Error', description: failureMessage(error) }),
  });

  return (
    <ContractFormElement form={form} label="Host application" className={formCss.form}>
      <ContractFields form={form} fields={HOST_FIELDS} />
      <SubmitButton busy={form.formState.isSubmitting} labels={HOST_SUBMIT_LABELS} />
    </ContractFormElement>
  );
}
