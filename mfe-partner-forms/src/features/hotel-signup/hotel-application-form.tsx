import { useState } from 'react';
import { FORM_CONTRACTS, HOTEL_TYPES, type HotelApplication, type HotelApplicationInput } from 'contracts';
import { analytics, ApiError, button, controlClass, Field, formGridClass, fullRowClass } from 'shared-ui';
import { PhoneField, useContractForm } from 'shared-ui-forms';
import * as formCss from '../shared/form.css';
import { HOTEL_ERRORS, HOTEL_SUBMIT_LABELS } from './hotel-content';
import { HotelSuccessPanel } from './hotel-success-panel';

const emptyApplication: HotelApplicationInput = {
  firstName: '',
  lastName: '',
  hotelName: '',
  email: '',
  phone: '',
  position: '',
  city: '',
  state: '',
  roomCount: '',
  hotelType: '' as HotelApplicationInput['hotelType'],
  website: '',
  additionalInfo: '',
};

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
 * The hotel application: idle, submitting, then the thank-you panel or the inline error.
 * Without JavaScript it posts to the page, which answers with the same messages (the
 * refusal inline above the form), or once stored with the success panel in place of the form.
 */
export function HotelApplicationForm({ onSubmitted }: HotelApplicationFormProps) {
  const {
    start,
    register,
    control,
    submit,
    formState: { errors, isSubmitting },
  } = useContractForm<HotelApplicationInput, HotelApplication>({
    form: 'hotel',
    contract: FORM_CONTRACTS.hotelApplication,
    empty: emptyApplication,
    event: 'hotel_signup',
    onSend: () => setFailure(null),
    onStored: (application) => {
      analytics.signupCompleted('hotel', { hotelType: application.hotelType, roomCount: application.roomCount });
      onSubmitted();
    },
    failureToast: (error) => {
      const message = failureMessage(error);
      setFailure(message);
      return { title: HOTEL_ERRORS.toastTitle, description: message };
    },
  });
  const [failure, setFailure] = useState<string | null>(start.message ?? null);

  if (start.sent) return <HotelSuccessPanel />;
  return (
    <form {...start.formProps} className={formCss.form} onSubmit={submit} noValidate aria-label="Hotel application">
      {failure ? (
        <p className={formCss.inlineError} role="alert">
          Error: {failure}
        </p>
      ) : null}
      <div className={formGridClass}>
        <Field label="First name" error={errors.firstName?.message}>
          <input className={controlClass} autoComplete="given-name" {...register('firstName')} defaultValue={start.defaultValues.firstName} />
        </Field>
        <Field label="Last name" error={errors.lastName?.message}>
          <input className={controlClass} autoComplete="family-name" {...register('lastName')} defaultValue={start.defaultValues.lastName} />
        </Field>
        <Field label="Hotel name" error={errors.hotelName?.message}>
          <input className={controlClass} autoComplete="organization" {...register('hotelName')} defaultValue={start.defaultValues.hotelName} />
        </Field>
        <Field label="Your position" error={errors.position?.message}>
          <input className={controlClass} autoComplete="organization-title" {...register('position')} defaultValue={start.defaultValues.position} />
        </Field>
        <Field label="Email" error={errors.email?.message}>
          <input className={controlClass} type="email" autoComplete="email" {...register('email')} defaultValue={start.defaultValues.email} />
        </Field>
        <Field label="Phone number" error={errors.phone?.message}>
          <PhoneField control={control} name="phone" />
        </Field>
        <Field label="City" error={errors.city?.message}>
          <input className={controlClass} autoComplete="address-level2" {...register('city')} defaultValue={start.defaultValues.city} />
        </Field>
        <Field label="State" error={errors.state?.message}>
          <input className={controlClass} autoComplete="address-level1" {...register('state')} defaultValue={start.defaultValues.state} />
        </Field>
        <Field label="Number of rooms" error={errors.roomCount?.message}>
          <input className={controlClass} inputMode="numeric" {...register('roomCount')} defaultValue={start.defaultValues.roomCount} />
        </Field>
        <Field label="Hotel type" error={errors.hotelType?.message}>
          <select className={controlClass} {...register('hotelType')} defaultValue={start.defaultValues.hotelType}>
            <option value="">Select your hotel type</option>
            {HOTEL_TYPES.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
        </Field>
        <Field className={fullRowClass} label="Hotel website" error={errors.website?.message}>
          <input
            className={controlClass}
            type="url"
            autoComplete="url"
            placeholder="https://"
            {...register('website')}
            defaultValue={start.defaultValues.website}
          />
        </Field>
        <Field className={fullRowClass} label="Additional information (optional)" error={errors.additionalInfo?.message}>
          <textarea
            className={`${controlClass} ${formCss.textareaTall}`}
            {...register('additionalInfo')}
            defaultValue={start.defaultValues.additionalInfo}
          />
        </Field>
      </div>
      <button type="submit" className={button({ tone: 'primary', size: 'lg', block: true })} disabled={isSubmitting}>
        {isSubmitting ? HOTEL_SUBMIT_LABELS.submitting : HOTEL_SUBMIT_LABELS.idle}
      </button>
    </form>
  );
}
