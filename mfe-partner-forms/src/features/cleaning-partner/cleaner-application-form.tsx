import { useForm, type Resolver, type UseFormRegisterReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router-dom';
import {
  cleanerApplicationSchema,
  PROPERTY_COUNTS,
  YES_NO,
  type CleanerApplication,
  type CleanerApplicationInput,
} from 'api/contracts';
import { analytics, button, controlClass, Field, formGridClass, fullRowClass, postJson, toast } from 'shared-ui';
import { ChoiceGroup } from '../shared/choice-group';
import { ControlledPhoneInput } from '../shared/controlled-phone-input';
import * as formCss from '../shared/form.css';
import { CLEANER_MESSAGES, CLEANER_SUBMIT_LABELS } from './cleaner-content';

/** The terms box starts unticked (§3: termsAgreed defaults to false); the contract only accepts true. */
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

/** The cleaner application (signup-flows §3–§5, states §4). */
export function CleanerApplicationForm({ onSubmitted }: CleanerApplicationFormProps) {
  const {
    register,
    control,
    handleSubmit,
    reset,
    watch,
    formState: { errors, isSubmitting, isSubmitted, touchedFields },
  } = useForm<CleanerFormValues, unknown, CleanerApplication>({
    // The contract's input says termsAgreed is `true`; the form holds the unticked `false` until then.
    resolver: zodResolver(cleanerApplicationSchema) as unknown as Resolver<CleanerFormValues, unknown, CleanerApplication>,
    defaultValues: emptyApplication,
  });
  const ownsCleaningBusiness = watch('ownsCleaningBusiness');
  // §5: the phone warning shows (border red) once the visitor has been there, but never blocks submission.
  const phoneWarning =
    !watch('phoneNumber') && (touchedFields.phoneNumber || isSubmitted) ? CLEANER_MESSAGES.phoneRequired : undefined;

  const submit = async (application: CleanerApplication) => {
    analytics.formSubmit('cleaner_signup', application);
    try {
      await postJson('/api/cleaner-signup', application);
      analytics.signupCompleted('cleaner', {
        numProperties: application.numProperties,
        ownsCleaningBusiness: application.ownsCleaningBusiness,
      });
      reset(emptyApplication);
      onSubmitted();
    } catch (error) {
      console.error('Cleaner application was not accepted', error instanceof Error ? error.message : error);
      toast({ title: CLEANER_MESSAGES.failureTitle, description: CLEANER_MESSAGES.failure, variant: 'destructive' });
    }
  };

  return (
    <form className={formCss.form} onSubmit={handleSubmit(submit)} noValidate aria-label="Cleaner application">
      <div className={formGridClass}>
        <Field label="Full name" error={errors.fullName?.message}>
          <input className={controlClass} autoComplete="name" {...register('fullName')} />
        </Field>
        <Field label="Phone number" error={phoneWarning}>
          <ControlledPhoneInput control={control} name="phoneNumber" />
        </Field>
        <Field label="Email" error={errors.email?.message}>
          <input className={controlClass} type="email" autoComplete="email" {...register('email')} />
        </Field>
        <Field label="City" error={errors.city?.message}>
          <input className={controlClass} autoComplete="address-level2" {...register('city')} />
        </Field>
        <Field label="State" error={errors.state?.message}>
          <input className={controlClass} autoComplete="address-level1" {...register('state')} />
        </Field>
        <Field label="How many properties do you clean?" error={errors.numProperties?.message}>
          <select className={controlClass} {...register('numProperties')}>
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
            error={errors.ownsCleaningBusiness?.message}
            inputProps={register('ownsCleaningBusiness')}
          />
        </div>
        {ownsCleaningBusiness === 'Yes' ? (
          <Field className={fullRowClass} label="Business website (optional)" error={errors.businessWebsite?.message}>
            <input className={controlClass} type="url" autoComplete="url" placeholder="https://" {...register('businessWebsite')} />
          </Field>
        ) : null}
        <div className={fullRowClass}>
          <ChoiceGroup
            legend="Are you available to restock weekly?"
            options={YES_NO}
            error={errors.availableToRestock?.message}
            inputProps={register('availableToRestock')}
          />
        </div>
        <Field className={fullRowClass} label="Instagram handle or website (optional)" error={errors.socialHandle?.message}>
          <input className={controlClass} {...register('socialHandle')} />
        </Field>
      </div>
      <TermsAgreement error={errors.termsAgreed?.message} inputProps={register('termsAgreed')} />
      <button type="submit" className={button({ tone: 'primary', size: 'lg', block: true })} disabled={isSubmitting}>
        {isSubmitting ? CLEANER_SUBMIT_LABELS.submitting : CLEANER_SUBMIT_LABELS.idle}
      </button>
    </form>
  );
}

interface TermsAgreementProps {
  error?: string | undefined;
  inputProps: UseFormRegisterReturn<'termsAgreed'>;
}

/** signup-flows §2: the agreement line links to /terms, /privacy and /cookies. */
function TermsAgreement({ error, inputProps }: TermsAgreementProps) {
  return (
    <div>
      <label className={formCss.checkboxRow}>
        <input
          type="checkbox"
          className={formCss.checkbox}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'cleaner-terms-error' : undefined}
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
