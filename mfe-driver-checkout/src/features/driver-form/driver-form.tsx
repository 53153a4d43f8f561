import type { ReactNode } from 'react';
import type { DriverSignup, DriverSignupInput } from '@minibar/contracts';
import { button, Field, formGridClass, FormOutcome, fullRowClass, Link } from '@minibar/ui';
import { ContractField, ContractFields, type FieldsForm, type FormFieldSpec } from '@minibar/forms';
import { AddressCombobox } from './address-autocomplete/address-combobox';
import type { PlaceAddress } from './address-autocomplete/place-address';
import { useDriverSignupForm } from './use-driver-signup-form';
import * as css from './driver-form.css';

type DriverForm = FieldsForm<DriverSignupInput, DriverSignup>;

function fillFromPlace({ setValue }: DriverForm, place: PlaceAddress) {
  for (const [name, value] of Object.entries(place) as Array<[keyof PlaceAddress, string]>) {
    setValue(name, value, { shouldValidate: true, shouldDirty: true });
  }
}

/** The fields about the driver, as every form's fields are described. */
const ABOUT_YOU: readonly FormFieldSpec<DriverSignupInput>[] = [
  { name: 'firstName', label: 'First name', input: { autoComplete: 'given-name' } },
  { name: 'lastName', label: 'Last name', input: { autoComplete: 'family-name' } },
  { name: 'email', label: 'Email', input: { type: 'email', autoComplete: 'email' } },
  { name: 'phone', label: 'Phone number', control: 'phone' },
];

/** The shipping address after its street, which has its own suggestions. */
const ADDRESS_DETAILS: readonly FormFieldSpec<DriverSignupInput>[] = [
  { name: 'apartment', label: 'Apartment, suite, etc. (optional)', input: { autoComplete: 'address-line2' } },
  { name: 'city', label: 'City', input: { autoComplete: 'address-level2' } },
  { name: 'state', label: 'State', input: { autoComplete: 'address-level1' } },
  { name: 'zip', label: 'ZIP code', input: { autoComplete: 'postal-code', inputMode: 'numeric' } },
];

const ANYTHING_ELSE: FormFieldSpec<DriverSignupInput> = {
  name: 'additionalInfo',
  label: 'Anything else we should know? (optional)',
  control: 'textarea',
  rows: 3,
};

/** A titled group of the form's fields, two to a row on wide screens. */
function FieldGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className={css.fieldset}>
      <legend className={css.legend}>{legend}</legend>
      {children}
    </fieldset>
  );
}

function AddressFields({ form }: { form: DriverForm }) {
  return (
    <FieldGroup legend="Shipping address">
      <div className={formGridClass}>
        <Field label="Street address" error={form.formState.errors.address?.message} className={fullRowClass}>
          <AddressCombobox
            registration={form.register('address')}
            defaultValue={form.start.defaultValues.address ?? ''}
            onPlace={(place) => fillFromPlace(form, place)}
          />
        </Field>
        {ADDRESS_DETAILS.map((field) => (
          <ContractField key={field.name} form={form} field={field} />
        ))}
      </div>
    </FieldGroup>
  );
}

/**
 * The driver sign-up form, ending with Next and the terms line. Above the fields, once: a
 * failure, or the note for visitors without JavaScript (hidden once the page's first script runs).
 */
export function DriverForm() {
  const { form, start, formProps, failure, submitted, onSubmit } = useDriverSignupForm();
  const fields: DriverForm = { ...form, start };
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
      <FieldGroup legend="About you">
        <ContractFields form={fields} fields={ABOUT_YOU} />
      </FieldGroup>
      <AddressFields form={fields} />
      <ContractField form={fields} field={ANYTHING_ELSE} />
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
