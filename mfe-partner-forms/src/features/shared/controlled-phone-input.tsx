import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { PhoneInput } from 'shared-ui/phone-input';

interface ControlledPhoneInputProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  /** Given by the surrounding Field: the label's target and the error link. */
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/** shared-ui's phone input (default country US) bound to a react-hook-form field. */
export function ControlledPhoneInput<T extends FieldValues>({ control, name, ...labelling }: ControlledPhoneInputProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <PhoneInput
          {...labelling}
          defaultCountry="US"
          name={field.name}
          value={(field.value as string | undefined) ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}
