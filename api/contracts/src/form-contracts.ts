import { cleanerApplicationSchema } from './cleaner-application';
import { contactSchema } from './contact';
import { hostApplicationSchema } from './host-application';
import { hotelApplicationSchema } from './hotel-application';
import { ENDPOINTS } from './endpoints';

/** A form's contract: the schema both sides validate with, and the endpoint it posts to. */
export interface FormContract<Schema> {
  schema: Schema;
  endpoint: string;
}

/** The public forms' contracts, as the browser uses them. */
export const FORM_CONTRACTS = {
  contact: { schema: contactSchema, endpoint: ENDPOINTS.contact },
  hostApplication: { schema: hostApplicationSchema, endpoint: ENDPOINTS.hostApplication },
  hotelApplication: { schema: hotelApplicationSchema, endpoint: ENDPOINTS.hotelSignup },
  cleanerApplication: { schema: cleanerApplicationSchema, endpoint: ENDPOINTS.cleanerSignup },
} as const satisfies Record<string, FormContract<unknown>>;
