import { formContract, type ContactInput, type ContactMessage } from '@minibar/contracts';
import { Link, toast } from '@minibar/ui';
import { blankValues, ContractFields, ContractFormElement, SubmitButton, useContractForm, type FormFieldSpec } from '@minibar/forms';
import { CONTACT_ERROR_TITLE, CONTACT_NEXT_STEP, CONTACT_SENT_DESCRIPTION, CONTACT_SENT_TITLE, contactFailureText } from './contact-messages';
import * as css from './contact-form.css';

const CONTACT_CONTRACT = formContract('contact');

const CONTACT_FIELDS: readonly FormFieldSpec<ContactInput>[] = [
  { name: 'name', label: 'Name', input: { autoComplete: 'name' } },
  { name: 'email', label: 'Email', input: { type: 'email', autoComplete: 'email' } },
  { name: 'phone', label: 'Phone', control: 'phone', fullRow: true },
  { name: 'message', label: 'Message', control: 'textarea', rows: 5, fullRow: true },
];

const emptyMessage = blankValues(CONTACT_FIELDS);

const SENT = { title: CONTACT_SENT_TITLE, description: CONTACT_SENT_DESCRIPTION };

/**
 * The contact form, validated by the API's own contract. With JavaScript it sends JSON;
 * without, it posts to the page, which answers with the same messages. Either way, once
 * stored, 'Message sent!' stands above the emptied form with a link to the blog.
 */
export default function ContactForm() {
  const form = useContractForm<ContactInput, ContactMessage>({
    form: 'contact',
    contract: CONTACT_CONTRACT,
    empty: emptyMessage,
    event: 'contact',
    onStored: () => toast({ ...SENT, variant: 'success' }),
    storedNotice: { ...SENT, next: CONTACT_NEXT_STEP },
    failureToast: (error) => ({ title: CONTACT_ERROR_TITLE, description: contactFailureText(error) }),
  });

  return (
    <ContractFormElement form={form} label="Contact form" className={css.form}>
      <ContractFields form={form} fields={CONTACT_FIELDS} />
      <SubmitButton busy={form.formState.isSubmitting} labels={{ idle: 'Send Message', submitting: 'Sending...' }} />
      <p className={css.consent}>
        By submitting this form, you consent to receive SMS messages from us about your enquiry. Message and data rates may apply. Reply Help for help
        or Stop to opt out at any time. You also agree to our <Link to="/terms">Terms of Service</Link> and <Link to="/privacy">Privacy Policy</Link>.
      </p>
    </ContractFormElement>
  );
}
