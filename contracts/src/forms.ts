import type { CleanerApplication } from './cleaner-application';
import type { ContactMessage } from './contact';
import type { DriverSignup } from './driver-signup';
import { ENDPOINTS } from './endpoints';
import type { HostApplication } from './host-application';
import type { HotelApplication } from './hotel-application';

/** What each form stores, by form name (a stored submission's kind is its form's name). */
interface FormValues {
  contact: ContactMessage;
  host: HostApplication;
  hotel: HotelApplication;
  cleaner: CleanerApplication;
  driver: DriverSignup;
}

export type FormName = keyof FormValues;

type FieldOf<Values> = keyof Values & string;

/** One form of the site, described once for the browser, the site server, the API and the admin. */
export interface FormDescription<Values> {
  /** The API endpoint its script posts JSON to. */
  endpoint: string;
  /** The pages it sits on; without JavaScript it posts to the page it is on. */
  pages: readonly string[];
  /** The id of its section: links to the form, and the page after a post, scroll there. */
  anchor: string;
  /**
   * Posted without JavaScript, a public form is checked and stored like its script's post;
   * the driver form is not (its next step is the card payment), its page says so.
   */
  storedWithoutJavaScript: boolean;
  /** Fields posted by a phone input (its text, and its country beside it). */
  phoneFields: readonly FieldOf<Values>[];
  /** Fields posted by a checkbox (present when ticked). */
  checkboxFields: readonly FieldOf<Values>[];
  /** The payload fields of the admin's CSV export, in order. */
  exportFields: readonly FieldOf<Values>[];
  /** The admin dashboard's name for its submissions. */
  adminLabel: string;
}

/**
 * Every form of the site, in the admin's tab order. Plain data: the schemas are in
 * FORM_SCHEMAS, so a page that only needs a form's anchor or page does not load them.
 */
export const FORMS: { readonly [Name in FormName]: FormDescription<FormValues[Name]> } = {
  contact: {
    endpoint: ENDPOINTS.contact,
    pages: ['/'],
    anchor: 'contact',
    storedWithoutJavaScript: true,
    phoneFields: ['phone'],
    checkboxFields: [],
    exportFields: ['name', 'email', 'phone', 'message'],
    adminLabel: 'Contact',
  },
  host: {
    endpoint: ENDPOINTS.host,
    pages: ['/property-manager'],
    anchor: 'host-application',
    storedWithoutJavaScript: true,
    phoneFields: ['phone'],
    checkboxFields: [],
    exportFields: ['firstName', 'lastName', 'email', 'phone', 'unitCount', 'listingLink', 'bookingFrequency'],
    adminLabel: 'Hosts',
  },
  hotel: {
    endpoint: ENDPOINTS.hotel,
    pages: ['/hotel-signup'],
    anchor: 'signup-form',
    storedWithoutJavaScript: true,
    phoneFields: ['phone'],
    checkboxFields: [],
    exportFields: [
      'firstName',
      'lastName',
      'hotelName',
      'email',
      'phone',
      'position',
      'city',
      'state',
      'roomCount',
      'hotelType',
      'website',
      'additionalInfo',
    ],
    adminLabel: 'Hotels',
  },
  cleaner: {
    endpoint: ENDPOINTS.cleaner,
    pages: ['/cleaning-partner', '/cleaner-signup'],
    anchor: 'application-form',
    storedWithoutJavaScript: true,
    phoneFields: ['phoneNumber'],
    checkboxFields: ['termsAgreed'],
    exportFields: [
      'fullName',
      'phoneNumber',
      'email',
      'city',
      'state',
      'ownsCleaningBusiness',
      'businessWebsite',
      'numProperties',
      'availableToRestock',
      'socialHandle',
      'termsAgreed',
    ],
    adminLabel: 'Cleaners',
  },
  driver: {
    endpoint: ENDPOINTS.driver,
    pages: ['/drivers', '/uber-signup'],
    anchor: 'signup-form',
    storedWithoutJavaScript: false,
    phoneFields: ['phone'],
    checkboxFields: [],
    exportFields: ['firstName', 'lastName', 'email', 'phone', 'address', 'apartment', 'city', 'state', 'zip', 'additionalInfo'],
    adminLabel: 'Drivers',
  },
};

export const FORM_NAMES = Object.keys(FORMS) as FormName[];

/** The forms a visitor can send without JavaScript, stored like their script's post. */
export type PublicFormName = Exclude<FormName, 'driver'>;

export const PUBLIC_FORM_NAMES = FORM_NAMES.filter((name): name is PublicFormName => FORMS[name].storedWithoutJavaScript);
