import type { UseFormReturn } from 'react-hook-form';
import { Link } from 'react-router-dom';
import type { DriverSignup, DriverSignupInput } from 'contracts';
import { button, controlClass, Field, FormNotice, formGridClass, fullRowClass } from 'shared-ui';
import { PhoneField } from 'shared-ui-forms';
import { AddressCombobox } from './address-autocomplete/address-combobox';
import type { PlaceAddress } from './address-autocomplete/place-address';
import { DriverSignupComplete } from './driver-signup-complete';
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

function AddressFields({ form }: { form: DriverForm }) {
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <fieldset className={css.fieldset}>
      <legend className={css.legend}>Shipping address</legend>
      <div className={formGridClass}>
        <Field label="Street address" error={errors.address?.message} className={fullRowClass}>
          <AddressCombobox
            registration={register('address')}
            defaultValue={startingValue(form, 'address')}
            onPlace={(place) => fillFromPlace(form, place)}
          />
        </Field>
        <Field label="Apartment, suite, etc. (optional)" error={errors.apartment?.message}>
          <input {...register('apartment')} defaultValue={startingValue(form, 'apartment')} className={controlClass} autoComplete="address-line2" />
        </Field>
        <Field label="City" error={errors.city?.message}>
          <input {...register('city')} defaultValue={startingValue(form, 'city')} className={controlClass} autoComplete="address-level2" />
        </Field>
        <Field label="State" error={errors.state?.message}>
          <input {...register('state')} defaultValue={startingValue(form, 'state')} className={controlClass} autoComplete="address-level1" />
        </Field>
        <Field label="ZIP code" error={errors.zip?.message}>
          <input
            {...register('zip')}
            defaultValue={startingValue(form, 'zip')}
            className={controlClass}
            autoComplete="postal-code"
            inputMode="numeric"
          />
        </Field>
      </div>
    </fieldset>
  );
}

function ContactFields({ form }: { form: DriverForm }) {
  const {
    register,
    control,
    formState: { errors },
  } = form;
  return (
    <fieldset className={css.fieldset}>
      <legend className={css.legend}>About you</legend>
      <div className={formGridClass}>
        <Field label="First name" error={errors.firstName?.message}>
          <input {...register('firstName')} defaultValue={startingValue(form, 'firstName')} className={controlClass} autoComplete="given-name" />
        </Field>
        <Field label="Last name" error={errors.lastName?.message}>
          <input {...register('lastName')} defaultValue={startingValue(form, 'lastName')} className={controlClass} autoComplete="family-name" />
        </Field>
        <Field label="Email" error={errors.email?.message}>
          <input {...register('email')} defaultValue={startingValue(form, 'email')} type="email" className={controlClass} autoComplete="email" />
        </Field>
        <Field label="Phone number" error={errors.phone?.message}>
          <PhoneField control={control} name="phone" />
        </Field>
      </div>
    </fieldset>
  );
}

/** The driver sign-up form, ending with Next and the terms line. */
export function DriverForm() {
  const { form, formProps, notice, submitted, onSubmit } = useDriverSignupForm();
  if (submitted) return <DriverSignupComplete />;
  return (
    <form {...formProps} className={css.panel} onSubmit={onSubmit} noValidate>
      {notice ? <FormNotice tone="error">{notice}</FormNotice> : null}
      <ContactFields form={form} />
      <AddressFields form={form} />
      <Field label="Anything else we should know? (optional)" error={form.formState.errors.additionalInfo?.message}>
        <textarea {...form.register('additionalInfo')} defaultValue={startingValue(form, 'additionalInfo')} className={controlClass} rows={3} />
      </Field>
      <div className={css.actions}>
        <button type="submit" className={button({ tone: 'primary', size: 'lg', block: true })}>
          Next
        </button>
        <p className={css.nextStep}>Next step: Complete payment for your Starter Kit</p>
        <p className={css.agreement}>
          By submitting this form, you agree to our <Link to="/terms">Terms of Service</Link> and <Link to="/privacy">Privacy Policy</Link>.
        </p>
      </div>
    </form>
  );
}
