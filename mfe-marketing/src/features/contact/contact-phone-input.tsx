import { useController, type Control } from 'react-hook-form';
import type { ContactInput, ContactMessage } from 'contracts';
import { PhoneInput } from 'shared-ui/phone-input';

interface ContactPhoneInputProps {
  control: Control<ContactInput, unknown, ContactMessage>;
  /** Given by Field: the label's target and the error message link. */
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/** The shared international phone input bound to the form's phone field (US first). */
export function ContactPhoneInput({ control, ...fieldProps }: ContactPhoneInputProps) {
  const { field } = useController({ control, name: 'phone' });
  return (
    <PhoneInput
      {...fieldProps}
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      defaultCountry="US"
    />
  );
}
