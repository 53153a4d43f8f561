import { cleanerApplicationSchema } from './cleaner-application';
import { contactSchema } from './contact';
import { driverSignupSchema } from './driver-signup';
import { FORMS, type FormName } from './forms';
import { hostApplicationSchema } from './host-application';
import { hotelApplicationSchema } from './hotel-application';

/** Each form's schema, which the browser and the API both validate with, by form name. */
export const FORM_SCHEMAS = {
  contact: contactSchema,
  host: hostApplicationSchema,
  hotel: hotelApplicationSchema,
  cleaner: cleanerApplicationSchema,
  driver: driverSignupSchema,
} as const satisfies Record<FormName, unknown>;

/** A form's contract: the schema both sides validate with, and the endpoint it posts to. */
export interface FormContract<Schema> {
  schema: Schema;
  endpoint: string;
}

/** A form's contract as its script uses it. */
export function formContract<Name extends FormName>(name: Name): FormContract<(typeof FORM_SCHEMAS)[Name]> {
  return { schema: FORM_SCHEMAS[name], endpoint: FORMS[name].endpoint };
}
