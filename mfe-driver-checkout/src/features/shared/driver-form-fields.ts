import type { DriverSignupInput } from '@minibar/contracts';

/** The driver form with nothing filled in: its fields, in the order the form shows them. */
export const EMPTY_DRIVER_FORM: DriverSignupInput = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  address: '',
  apartment: '',
  city: '',
  state: '',
  zip: '',
  additionalInfo: '',
};

export type DriverFormField = keyof DriverSignupInput;

export function isDriverFormField(name: string): name is DriverFormField {
  return Object.hasOwn(EMPTY_DRIVER_FORM, name);
}
