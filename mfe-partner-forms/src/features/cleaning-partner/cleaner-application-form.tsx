import type { UseFormRegisterReturn } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { FORM_CONTRACTS, PROPERTY_COUNTS, YES_NO, type CleanerApplication, type CleanerApplicationInput } from 'contracts';
import { analytics, button, controlClass, Field, FormNotice, formGridClass, fullRowClass } from 'shared-ui';
import { PhoneField, useContractForm } from 'shared-ui-forms';
import { ChoiceGroup } from '../shared/choice-group';
import * as formCss from '../shared/form.css';
import { CLEANER_MESSAGES, CLEANER_SUBMIT_LABELS } from './cleaner-content';
import { CleanerConfirmation } from './cleaner-confirmation';

/** The terms box starts unticked; the contract only accepts true. */
type CleanerFormValues = Omit<CleanerApplicationInput, 'termsAgreed'> & { termsAgreed: boolean };

const emptyApplication: CleanerFormValues = {
  fullName: '',
  phoneNumber: '',
  email: '',
  city: '',
  state: '',
  ownsCleaningBusiness: '' as CleanerApplicationInput['ownsCleaningBusiness'],
  businessWebsite: '',
  numProperties: '' as CleanerApplicationInput['numProperties'],
  availableToRestock: '' as CleanerApplicationInput['availableToRestock'],
  socialHandle: '',
  termsAgreed: false,
};

interface CleanerApplicationFormProps {
  onSubmitted: () => void;
}

/**
 * The cleaner application: idle, submitting, then the confirmation or an error toast.
 * Without JavaScript it posts to the page, which answers with the same messages, or once
 * stored with the confirmation.
 */
export function CleanerApplicationForm({ onSubmitted }: CleanerApplicationFormProps) {
  const {
    start,
    register,
    control,
    submit,
    watch,
    formState: { errors, isSubmitting, isSubmitted, touchedFields },
  } = useContractForm<CleanerFormValues, CleanerApplication>({
    form: 'cleaner',
    contract: FORM_CONTRACTS.cleanerApplication,
    empty: emptyApplication,
    event: 'cleaner_signup',
    onStored: (application) => {
      analytics.signupCompleted('cleaner', {
        numProperties: application.numProperties,
        ownsCleaningBusiness: application.ownsCleaningBusiness,
      });
      onSubmitted();
    },
    showServerFieldErrors: false,
    failureToast: (error) => {
      console.error('Cleaner application was not accepted', error instanceof Error ? error.message : error);
      return { title: CLEANER_MESSAGES.failureTitle, description: CLEANER_MESSAGES.failure };
    },
  });
  const ownsCleaningBusiness = watch('ownsCleaningBusiness');
  // The phone warning shows (border red) once the visitor has been there or sent the form
  // (to the script or, refused, to the page), but never blocks submission.
  const phoneWarning =
    !watch('phoneNumber') && (touchedFields.phoneNumber || isSubmitted || start.errors) ? CLEANER_MESSAGES.phoneRequired : undefined;

  if (start.sent) return <CleanerConfirmation />;
  const businessWebsite = (
    <Field className={fullRowClass} label="Business website (optional)" error={errors.businessWebsite?.message}>
      <input
        className={controlClass}
        type="url"
        autoComplete="url"
        placeholder="https://"
        {...register('businessWebsite')}
        defaultValue={start.defaultValues.businessWebsite}
      />
    </Field>
  );
  return (
    <form {...start.formProps} className={formCss.form} onSubmit={submit} noValidate aria-label="Cleaner application">
      {start.message ? <FormNotice tone="error">{start.message}</FormNotice> : null}
      <div className={formGridClass}>
        <Field label="Full name" error={errors.fullName?.message}>
          <input className={controlClass} autoComplete="name" {...register('fullName')} defaultValue={start.defaultValues.fullName} />
        </Field>
        <Field label="Phone number" error={phoneWarning}>
          <PhoneField control={control} name="phoneNumber" />
        </Field>
        <Field label="Email" error={errors.email?.message}>
          <input className={controlClass} type="email" autoComplete="email" {...register('email')} defaultValue={start.defaultValues.email} />
        </Field>
        <Field label="City" error={errors.city?.message}>
          <input className={controlClass} autoComplete="address-level2" {...register('city')} defaultValue={start.defaultValues.city} />
        </Field>
        <Field label="State" error={errors.state?.message}>
          <input className={controlClass} autoComplete="address-level1" {...register('state')} defaultValue={start.defaultValues.state} />
        </Field>
        <Field label="How many properties do you clean?" error={errors.numProperties?.message}>
          <select className={controlClass} {...register('numProperties')} defaultValue={start.defaultValues.numProperties}>
            <option value="">Select an option</option>
            {PROPERTY_COUNTS.map((count) => (
              <option key={count} value={count}>
                {count}
              </option>
            ))}
          </select>
        </Field>
        <div className={fullRowClass}>
          <ChoiceGroup
            legend="Do you own or work for a cleaning business?"
            options={YES_NO}
            optionNames={{ Yes: 'Yes, I own or work for a cleaning business', No: 'No, I do not own or work for a cleaning business' }}
            error={errors.ownsCleaningBusiness?.message}
            inputProps={register('ownsCleaningBusiness')}
            startValue={start.defaultValues.ownsCleaningBusiness}
          />
        </div>
        {/* The website field follows the 'Yes' choice; without the script it cannot, so it is always offered. */}
        {ownsCleaningBusiness === 'Yes' ? businessWebsite : <noscript>{businessWebsite}</noscript>}
        <div className={fullRowClass}>
          <ChoiceGroup
            legend="Are you available to restock weekly?"
            options={YES_NO}
            optionNames={{ Yes: 'Yes, I am available to restock weekly', No: 'No, I am not available to restock weekly' }}
            error={errors.availableToRestock?.message}
            inputProps={register('availableToRestock')}
            startValue={start.defaultValues.availableToRestock}
          />
        </div>
        <Field className={fullRowClass} label="Instagram handle or website (optional)" error={errors.socialHandle?.message}>
          <input className={controlClass} {...register('socialHandle')} defaultValue={start.defaultValues.socialHandle} />
        </Field>
      </div>
      <TermsAgreement error={errors.termsAgreed?.message} inputProps={register('termsAgreed')} startChecked={start.defaultValues.termsAgreed} />
      <button type="submit" className={button({ tone: 'primary', size: 'lg', block: true })} disabled={isSubmitting}>
        {isSubmitting ? CLEANER_SUBMIT_LABELS.submitting : CLEANER_SUBMIT_LABELS.idle}
      </button>
    </form>
  );
}

interface TermsAgreementProps {
  error?: string | undefined;
  inputProps: UseFormRegisterReturn<'termsAgreed'>;
  startChecked: boolean;
}

/** The agreement line links to /terms, /privacy and /cookies. */
function TermsAgreement({ error, inputProps, startChecked }: TermsAgreementProps) {
  return (
    <div>
      <label className={formCss.checkboxRow}>
        <input
          type="checkbox"
          className={formCss.checkbox}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'cleaner-terms-error' : undefined}
          defaultChecked={startChecked}
          {...inputProps}
        />
        <span>
          I agree to the <Link to="/terms">Terms of Service</Link>, <Link to="/privacy">Privacy Policy</Link> and{' '}
          <Link to="/cookies">Cookie Policy</Link>.
        </span>
      </label>
      {error ? (
        <p id="cleaner-terms-error" className={formCss.fieldError} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
