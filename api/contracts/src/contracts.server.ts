import { isValidPhoneNumber } from 'libphonenumber-js/max';
import { cleanerApplicationSchema } from './cleaner-application';
import { contactContract } from './contact';
import { driverSignupContract } from './driver-signup';
import type { PhoneCheck } from './fields';
import { hostApplicationContract } from './host-application';
import { hotelApplicationContract } from './hotel-application';

/**
 * The server's check: libphonenumber-js's full metadata, which knows each country's
 * numbering plan (a number of the right length in an unassigned range is refused).
 * Only the API imports this module, so the browser never loads the full metadata.
 */
export const serverPhoneCheck: PhoneCheck = (value) => isValidPhoneNumber(value);

/** The contracts as the API enforces them: the same schemas, with the server's phone check. */
export const serverContracts = {
  contact: contactContract(serverPhoneCheck),
  hostApplication: hostApplicationContract(serverPhoneCheck),
  hotelApplication: hotelApplicationContract(serverPhoneCheck),
  cleanerApplication: cleanerApplicationSchema,
  driverSignup: driverSignupContract(serverPhoneCheck),
};
