import type { ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { DriverSignup, DriverSignupInput } from 'contracts';
import { button, controlClass, Field, formGridClass, FormOutcome, fullRowClass, Link } from 'shared-ui';
import { PhoneField } from 'shared-ui-forms';
import { AddressCombobox } from './address-autocomplete/address-combobox';
import type { PlaceAddress } from './address-autocomplete/place-address';
import { useDriverSignupForm } from './use-driver-signup-form';
import * as css from './driver-form.css';

type DriverForm = UseFormReturn<DriverSignupInput, unknown, DriverSignup>;

/**
 * A field's starting value written into the server HTML too (react-hook-form sets it only
 * once hydrated): the form answered to a post without JavaScript keeps what was filled in.
 */
function startingValue(form: DriverForm, name: Exclude<keyof DriverSignupInput, 'phone'>): string {
  return form.formState.defaultValues?.[name] ?? '';
}

function fillFromPlace({ setValue }: DriverForm, place: PlaceAddress) {
  for (const [name, value] of Object.entries(place) as Array<[keyof PlaceAddress, string]>) {
    setValue(name, value, { shouldValidate: true, shouldDirty: true });
  }
}

type TextFieldName = Exclude<keyof DriverSignupInput, 'phone' | 'address' | 'additionalInfo'>;

/** A one-line text field of the form: its label and what the browser may fill in. */
interface TextFieldSpec {
  name: TextFieldName;
  label: string;
  autoComplete: string;
  type?: 'email';
  inputMode?: 'numeric';
}

const NAME_AND_EMAIL_FIELDS: TextFieldSpec[] = [
  { name: 'firstName', label: 'First name', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last name', autoComplete: 'family-name' },
  { name: 'email', label: 'Email', autoComplete: 'email', type: 'email' },
];

const ADDRESS_DETAIL_FIELDS: TextFieldSpec[] = [
  { name: 'apartment', label: 'Apartment, suite, etc. (optional)', autoComplete: 'address-line2' },
  { name: 'city', label: 'City', autoComplete: 'address-level2' },
  { name: 'state', label: 'State', autoComplete: 'address-level1' },
  { name: 'zip', label: 'ZIP code', autoComplete: 'postal-code', inputMode: 'numeric' },
];

function TextFields({ form, fields }: { form: DriverForm; fields: TextFieldSpec[] }) {
  const {
    register,
    formState: { errors },
  } = form;
  return fields.map(({ name, label, autoComplete, type, inputMode }) => (
    <Field key={name} label={label} error={errors[name]?.message}>
      <input
        {...register(name)}
        defaultValue={startingValue(form, name)}
        type={type}
        className={controlClass}
        autoComplete={autoComplete}
        inputMode={inputMode}
      />
    </Field>
  ));
}

/** A titled group of the form's fields, two to a row on wide screens. */
function FieldGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className={css.fieldset}>
      <legend className={css.legend}>{legend}</legend>
      <div className={formGridClass}>{children}</div>
    </fieldset>
  );
}

function AddressFields({ form }: { form: DriverForm }) {
  return (
    <FieldGroup legend="Shipping address">
      <Field label="Street address" error={form.formState.errors.address?.message} className={fullRowClass}>
        <AddressCombobox
          registration={form.register('address')}
          defaultValue={startingValue(form, 'address')}
          onPlace={(place) => fillFromPlace(form, place)}
        />
      </Field>
      <TextFields form={form} fields={ADDRESS_DETAIL_FIELDS} />
    </FieldGroup>
  );
}

function ContactFields({ form }: { form: DriverForm }) {
  return (
    <FieldGroup legend="About you">
      <TextFields form={form} fields={NAME_AND_EMAIL_FIELDS} />
      <Field label="Phone number" error={form.formState.errors.phone?.message}>
        <PhoneField control={form.control} name="phone" />
      </Field>
    </FieldGroup>
  );
}

/**
 * The driver sign-up form, ending with Next and the terms line. Above the fields, once: a
 * failure, or the note for visitors without JavaScript (hidden once the page's first script runs).
 */
export function DriverForm() {
  const { form, formProps, failure, submitted, onSubmit } = useDriverSignupForm();
  return (
    <form {...formProps} className={css.panel} onSubmit={onSubmit} noValidate aria-label="Driver sign-up">
      {failure ? (
        <FormOutcome key={failure.id} tone="error" title={failure.title} reveal={failure.reveal}>
          {failure.description}
        </FormOutcome>
      ) : (
        <p className={css.noScript} role="note">
          Paying for your Starter Kit needs JavaScript. Please turn it on in your browser to continue; you can fill in the form below meanwhile.
        </p>
      )}
      <ContactFields form={form} />
      <AddressFields form={form} />
      <Field label="Anything else we should know? (optional)" error={form.formState.errors.additionalInfo?.message}>
        <textarea {...form.register('additionalInfo')} defaultValue={startingValue(form, 'additionalInfo')} className={controlClass} rows={3} />
      </Field>
      <div className={css.actions}>
        {/* Saved: the form stays, its button pending, until the payment page shows. */}
        <button
          type="submit"
          className={button({ tone: 'primary', size: 'lg', block: true })}
          disabled={submitted}
          aria-busy={submitted || undefined}
        >
          {submitted ? 'Opening payment...' : 'Next'}
        </button>
        <p className={css.nextStep}>Next step: Complete payment for your Starter Kit</p>
        <p className={css.agreement}>
          By submitting this form, you agree to our <Link to="/terms">Terms of Service</Link> and <Link to="/privacy">Privacy Policy</Link>.
        </p>
      </div>
    </form>
  );
}
