import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { PhoneInput } from '@minibar/ui/phone-input';

interface PhoneFieldProps<T extends FieldValues, Output = FieldValues> {
  control: Control<T, unknown, Output>;
  name: Path<T>;
  /** Given by the surrounding Field: the label's target and the message link. */
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/**
 * The international phone input bound to a react-hook-form field: US first, and the
 * field holds '+' and digits, as the contracts expect.
 */
export function PhoneField<T extends FieldValues, Output = FieldValues>({ control, name, ...labelling }: PhoneFieldProps<T, Output>) {
  const { field } = useController({ control, name });
  return (
    <PhoneInput
      {...labelling}
      defaultCountry="US"
      name={field.name}
      value={(field.value as string | undefined) ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
    />
  );
}
