import { useRef } from 'react';
import { useForm, type FieldErrors, type UseFormSetError } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router-dom';
import { contactSchema, type ContactInput, type ContactMessage } from 'contracts';
import {
  ApiError,
  Field,
  FormNotice,
  analytics,
  button,
  controlClass,
  formGridClass,
  fullRowClass,
  postJson,
  toast,
} from 'shared-ui';
import { useFormStart } from 'shared-ui/forms';
import { ContactPhoneInput } from './contact-phone-input';
import {
  CONTACT_ERROR_TITLE,
  CONTACT_SENT_DESCRIPTION,
  CONTACT_SENT_TITLE,
  contactFailureText,
} from './contact-messages';
import * as css from './contact-form.css';

const CONTACT_ENDPOINT = '/api/contact';
const emptyMessage: ContactInput = { name: '', email: '', phone: '', message: '' };
const contactFields = Object.keys(emptyMessage) as Array<keyof ContactInput>;

/** The server refused some fields: show its messages under them. */
function showFieldErrors(error: unknown, setError: UseFormSetError<ContactInput>) {
  if (!(error instanceof ApiError)) return;
  for (const field of contactFields) {
    const message = error.fieldErrors[field]?.[0];
    if (message) setError(field, { type: 'server', message });
  }
}

/**
 * The contact form, validated by the API's own contract. With JavaScript it sends JSON;
 * without, it posts to the page, which answers with the same messages (or, once stored,
 * with 'Message sent!' above the form).
 */
export default function ContactForm() {
  const start = useFormStart('contact', emptyMessage);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ContactInput, unknown, ContactMessage>({
    resolver: zodResolver(contactSchema),
    defaultValues: start.defaultValues,
    errors: start.errors as FieldErrors<ContactInput> | undefined,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });
  // A second click in the same instant must not send the message twice.
  const sending = useRef(false);

  const send = async (message: ContactMessage) => {
    if (sending.current) return;
    sending.current = true;
    analytics.formSubmit('contact', message);
    try {
      await postJson(CONTACT_ENDPOINT, message);
      toast({ title: CONTACT_SENT_TITLE, description: CONTACT_SENT_DESCRIPTION, variant: 'success' });
      reset(emptyMessage);
    } catch (error) {
      showFieldErrors(error, setError);
      toast({ title: CONTACT_ERROR_TITLE, description: contactFailureText(error), variant: 'destructive' });
    } finally {
      sending.current = false;
    }
  };

  return (
    <form {...start.formProps} className={css.form} onSubmit={handleSubmit(send)} noValidate aria-label="Contact form">
      {start.sent ? <FormNotice tone="success" title={CONTACT_SENT_TITLE}>{CONTACT_SENT_DESCRIPTION}</FormNotice> : null}
      {start.message ? <FormNotice tone="error">{start.message}</FormNotice> : null}
      <div className={formGridClass}>
        <Field label="Name" error={errors.name?.message}>
          <input {...register('name')} defaultValue={start.defaultValues.name} className={controlClass} autoComplete="name" />
        </Field>
        <Field label="Email" error={errors.email?.message}>
          <input
            {...register('email')}
            defaultValue={start.defaultValues.email}
            className={controlClass}
            type="email"
            autoComplete="email"
          />
        </Field>
        <Field label="Phone" error={errors.phone?.message} className={fullRowClass}>
          <ContactPhoneInput control={control} />
        </Field>
        <Field label="Message" error={errors.message?.message} className={fullRowClass}>
          <textarea {...register('message')} defaultValue={start.defaultValues.message} className={controlClass} rows={5} />
        </Field>
      </div>
      <button type="submit" className={button({ tone: 'primary', size: 'lg', block: true })} disabled={isSubmitting}>
        {isSubmitting ? 'Sending...' : 'Send Message'}
      </button>
      <p className={css.consent}>
        By submitting this form, you consent to receive SMS messages from us about your enquiry. Message and data
        rates may apply. Reply Help for help or Stop to opt out at any time. You also agree to our{' '}
        <Link to="/terms">Terms of Service</Link> and <Link to="/privacy">Privacy Policy</Link>.
      </p>
    </form>
  );
}
