import { HOTEL_TYPES, type HotelApplicationInput } from '@minibar/contracts';
import { ApiError } from '@minibar/ui';
import { blankValues, ContractFields, ContractFormElement, SubmitButton, type FormFieldSpec } from '@minibar/forms';
import * as formCss from '../shared/form.css';
import { usePartnerApplication } from '../shared/use-partner-application';
import { HOTEL_ERRORS, HOTEL_SUBMIT_LABELS } from './hotel-content';
import { HotelSuccessPanel } from './hotel-success-panel';

const HOTEL_FIELDS: readonly FormFieldSpec<HotelApplicationInput>[] = [
  { name: 'firstName', label: 'First name', input: { autoComplete: 'given-name' } },
  { name: 'lastName', label: 'Last name', input: { autoComplete: 'family-name' } },
  { name: 'hotelName', label: 'Hotel name', input: { autoComplete: 'organization' } },
  { name: 'position', label: 'Your position', input: { autoComplete: 'organization-title' } },
  { name: 'email', label: 'Email', input: { type: 'email', autoComplete: 'email' } },
  { name: 'phone', label: 'Phone number', control: 'phone' },
  { name: 'city', label: 'City', input: { autoComplete: 'address-level2' } },
  { name: 'state', label: 'State', input: { autoComplete: 'address-level1' } },
  { name: 'roomCount', label: 'Number of rooms', input: { inputMode: 'numeric' } },
  { name: 'hotelType', label: 'Hotel type', control: 'select', prompt: 'Select your hotel type', options: HOTEL_TYPES },
  { name: 'website', label: 'Hotel website', input: { type: 'url', autoComplete: 'url', placeholder: 'https://' }, fullRow: true },
  { name: 'additionalInfo', label: 'Additional information (optional)', control: 'textarea', className: formCss.textareaTall, fullRow: true },
];

const emptyApplication = blankValues(HOTEL_FIELDS);

/** The server's message, 'Failed to submit form' without one, else the unexpected-error text. */
function failureMessage(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage ?? HOTEL_ERRORS.noServerMessage;
  return HOTEL_ERRORS.unexpected;
}

interface HotelApplicationFormProps {
  /** Called once the application is stored; the page then shows its thank-you panel. */
  onSubmitted: () => void;
}

/**
 * The hotel application: idle, submitting, then the thank-you panel or the inline error
 * ('Error: …' above the fields). Without JavaScript it posts to the page, which answers with
 * the same messages, or once stored with the success panel in place of the form.
 */
export function HotelApplicationForm({ onSubmitted }: HotelApplicationFormProps) {
  const form = usePartnerApplication<'hotel', HotelApplicationInput>('hotel', {
    empty: emptyApplication,
    completionExtras: ({ hotelType, roomCount }) => ({ hotelType, roomCount }),
    onStored: onSubmitted,
    failureToast: (error) => ({ title: HOTEL_ERRORS.toastTitle, description: failureMessage(error) }),
    failureNotice: ({ description }) => ({ description: `Error: ${description}` }),
  });

  if (form.start.sent) return <HotelSuccessPanel reveal={false} />;
  return (
    <ContractFormElement form={form} label="Hotel application" className={formCss.form}>
      <ContractFields form={form} fields={HOTEL_FIELDS} />
      <SubmitButton busy={form.formState.isSubmitting} labels={HOTEL_SUBMIT_LABELS} />
    </ContractFormElement>
  );
}
