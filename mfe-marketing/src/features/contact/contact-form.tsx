import { Link } from 'react-router-dom';
import { FORM_CONTRACTS, type ContactInput, type ContactMessage } from 'contracts';
import { Field, FormNotice, button, controlClass, formGridClass, fullRowClass, toast } from 'shared-ui';
import { PhoneField, useContractForm } from 'shared-ui-forms';
import { CONTACT_ERROR_TITLE, CONTACT_SENT_DESCRIPTION, CONTACT_SENT_TITLE, contactFailureText } from './contact-messages';
import * as css from './contact-form.css';

const emptyMessage: ContactInput = { name: '', email: '', phone: '', message: '' };

/**
 * The contact form, validated by the API's own contract. With JavaScript it sends JSON;
 * without, it posts to the page, which answers with the same messages (or, once stored,
 * with 'Message sent!' above the form).
 */
export default function ContactForm() {
  const {
    start,
    register,
    control,
    submit,
    formState: { errors, isSubmitting },
  } = useContractForm<ContactInput, ContactMessage>({
    form: 'contact',
    contract: FORM_CONTRACTS.contact,
    empty: emptyMessage,
    event: 'contact',
    onStored: () => toast({ title: CONTACT_SENT_TITLE, description: CONTACT_SENT_DESCRIPTION, variant: 'success' }),
    failureToast: (error) => ({ title: CONTACT_ERROR_TITLE, description: contactFailureText(error) }),
  });

  return (
    <form {...start.formProps} className={css.form} onSubmit={submit} noValidate aria-label="Contact form">
      {start.sent ? (
        <FormNotice tone="success" title={CONTACT_SENT_TITLE}>
          {CONTACT_SENT_DESCRIPTION}
        </FormNotice>
      ) : null}
      {start.message ? <FormNotice tone="error">{start.message}</FormNotice> : null}
      <div className={formGridClass}>
        <Field label="Name" error={errors.name?.message}>
          <input {...register('name')} defaultValue={start.defaultValues.name} className={controlClass} autoComplete="name" />
        </Field>
        <Field label="Email" error={errors.email?.message}>
          <input {...register('email')} defaultValue={start.defaultValues.email} className={controlClass} type="email" autoComplete="email" />
        </Field>
        <Field label="Phone" error={errors.phone?.message} className={fullRowClass}>
          <PhoneField control={control} name="phone" />
        </Field>
        <Field label="Message" error={errors.message?.message} className={fullRowClass}>
          <textarea {...register('message')} defaultValue={start.defaultValues.message} className={controlClass} rows={5} />
        </Field>
      </div>
      <button type="submit" className={button({ tone: 'primary', size: 'lg', block: true })} disabled={isSubmitting}>
        {isSubmitting ? 'Sending...' : 'Send Message'}
      </button>
      <p className={css.consent}>
        By submitting this form, you consent to receive SMS messages from us about your enquiry. Message and data rates may apply. Reply Help for help
        or Stop to opt out at any time. You also agree to our <Link to="/terms">Terms of Service</Link> and <Link to="/privacy">Privacy Policy</Link>.
      </p>
    </form>
  );
}
