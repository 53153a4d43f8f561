import type { UseFormRegisterReturn } from 'react-hook-form';
import { PROPERTY_COUNTS, YES_NO, type CleanerApplicationInput } from '@minibar/contracts';
import { formGridClass, fullRowClass, Link } from '@minibar/ui';
import { ContractField, ContractFormElement, SubmitButton, type FormFieldSpec } from '@minibar/forms';
import { ChoiceGroup } from '../shared/choice-group';
import * as formCss from '../shared/form.css';
import { usePartnerApplication } from '../shared/use-partner-application';
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

type CleanerField = FormFieldSpec<CleanerFormValues>;

const FULL_NAME: CleanerField = { name: 'fullName', label: 'Full name', input: { autoComplete: 'name' } };
const PHONE: CleanerField = { name: 'phoneNumber', label: 'Phone number', control: 'phone' };
const CONTACT_AND_AREA: readonly CleanerField[] = [
  { name: 'email', label: 'Email', input: { type: 'email', autoComplete: 'email' } },
  { name: 'city', label: 'City', input: { autoComplete: 'address-level2' } },
  { name: 'state', label: 'State', input: { autoComplete: 'address-level1' } },
  { name: 'numProperties', label: 'How many properties do you clean?', control: 'select', prompt: 'Select an option', options: PROPERTY_COUNTS },
];
const BUSINESS_WEBSITE: CleanerField = {
  name: 'businessWebsite',
  label: 'Business website (optional)',
  input: { type: 'url', autoComplete: 'url', placeholder: 'https://' },
  fullRow: true,
};
const SOCIAL_HANDLE: CleanerField = { name: 'socialHandle', label: 'Instagram handle or website (optional)', fullRow: true };

/** The two yes-or-no questions; each option's name makes sense read alone. */
const YES_NO_QUESTIONS = {
  ownsCleaningBusiness: {
    legend: 'Do you own or work for a cleaning business?',
    optionNames: { Yes: 'Yes, I own or work for a cleaning business', No: 'No, I do not own or work for a cleaning business' },
  },
  availableToRestock: {
    legend: 'Are you available to restock weekly?',
    optionNames: { Yes: 'Yes, I am available to restock weekly', No: 'No, I am not available to restock weekly' },
  },
} as const;

interface CleanerApplicationFormProps {
  onSubmitted: () => void;
}

/**
 * The cleaner application: idle, submitting, then the confirmation, or the failure above
 * the fields and in an error toast.
 * Without JavaScript it posts to the page, which answers with the same messages, or once
 * stored with the confirmation.
 */
export function CleanerApplicationForm({ onSubmitted }: CleanerApplicationFormProps) {
  const form = usePartnerApplication('cleaner', {
    empty: emptyApplication,
    completionExtras: ({ numProperties, ownsCleaningBusiness }) => ({ numProperties, ownsCleaningBusiness }),
    onStored: onSubmitted,
    showServerFieldErrors: false,
    failureToast: (error) => {
      console.error('Cleaner application was not accepted', error instanceof Error ? error.message : error);
      return { title: CLEANER_MESSAGES.failureTitle, description: CLEANER_MESSAGES.failure };
    },
  });
  const { start, register, watch, formState } = form;
  // The phone warning shows (border red) once the visitor has been there or sent the form
  // (to the script or, refused, to the page), but never blocks submission.
  const phoneWarning =
    !watch('phoneNumber') && (formState.touchedFields.phoneNumber || formState.isSubmitted || start.errors)
      ? CLEANER_MESSAGES.phoneRequired
      : undefined;

  if (start.sent) return <CleanerConfirmation reveal={false} />;
  const yesNoQuestion = (name: keyof typeof YES_NO_QUESTIONS) => (
    <div className={fullRowClass}>
      <ChoiceGroup
        {...YES_NO_QUESTIONS[name]}
        options={YES_NO}
        error={formState.errors[name]?.message}
        inputProps={register(name)}
        startValue={start.defaultValues[name]}
      />
    </div>
  );
  const businessWebsite = <ContractField form={form} field={BUSINESS_WEBSITE} />;
  return (
    <ContractFormElement form={form} label="Cleaner application" className={formCss.form}>
      <div className={formGridClass}>
        <ContractField form={form} field={FULL_NAME} />
        <ContractField form={form} field={PHONE} error={phoneWarning} />
        {CONTACT_AND_AREA.map((field) => (
          <ContractField key={field.name} form={form} field={field} />
        ))}
        {yesNoQuestion('ownsCleaningBusiness')}
        {/* The website field follows the 'Yes' choice; without the script it cannot, so it is always offered. */}
        {watch('ownsCleaningBusiness') === 'Yes' ? businessWebsite : <noscript>{businessWebsite}</noscript>}
        {yesNoQuestion('availableToRestock')}
        <ContractField form={form} field={SOCIAL_HANDLE} />
      </div>
      <TermsAgreement
        error={formState.errors.termsAgreed?.message}
        inputProps={register('termsAgreed')}
        startChecked={start.defaultValues.termsAgreed}
      />
      <SubmitButton busy={formState.isSubmitting} labels={CLEANER_SUBMIT_LABELS} />
    </ContractFormElement>
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
