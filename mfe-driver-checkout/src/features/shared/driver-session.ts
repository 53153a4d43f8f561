import type { DriverSignupInput } from '@minibar/contracts';
import { SUCCESS_PATH } from './driver-paths';

/** Browser session flags: one key each, shared by the three driver pages. */
export const SESSION_KEYS = {
  formData: 'driverFormData',
  paymentCompleted: 'driverPaymentCompleted',
  formSubmitted: 'driverFormSubmitted',
  paymentIntentId: 'driverPaymentIntentId',
  /** The server-issued id of this session's order. */
  checkoutId: 'driverCheckoutId',
  /** The client secret of a payment the bank sent back here: proof of the payment for the server. */
  paymentClientSecret: 'driverPaymentClientSecret',
  /** The form as the server refused it, for the form to show once: values and messages per field. */
  refusedForm: 'driverRefusedForm',
} as const;

/** A saved form the server refused, with its messages per field and about the whole. */
export interface RefusedForm {
  values: DriverSignupInput;
  fieldErrors: Partial<Record<keyof DriverSignupInput, string[]>>;
  message: string;
}

type SessionKey = keyof typeof SESSION_KEYS;

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

export const driverSession = {
  get(key: SessionKey): string | null {
    return storage()?.getItem(SESSION_KEYS[key]) ?? null;
  },
  set(key: SessionKey, value: string): void {
    storage()?.setItem(SESSION_KEYS[key], value);
  },
  remove(key: SessionKey): void {
    storage()?.removeItem(SESSION_KEYS[key]);
  },
  saveFormData(data: DriverSignupInput): void {
    this.set('formData', JSON.stringify(data));
  },
  /** Saved form data is stale when a page loads anywhere but on the success path, which still needs it. */
  clearStaleFormData(pathname: string): void {
    if (pathname !== SUCCESS_PATH) this.remove('formData');
  },
  saveRefusedForm(refused: RefusedForm): void {
    this.set('refusedForm', JSON.stringify(refused));
  },
  /** The refused form, once: read and removed, so a reload shows the form as usual. */
  takeRefusedForm(): RefusedForm | undefined {
    const text = this.get('refusedForm');
    if (text === null) return undefined;
    this.remove('refusedForm');
    try {
      const parsed = JSON.parse(text) as Partial<RefusedForm> | null;
      if (!parsed?.values || typeof parsed.values !== 'object' || !parsed.fieldErrors || typeof parsed.fieldErrors !== 'object') return undefined;
      return { values: parsed.values, fieldErrors: parsed.fieldErrors, message: typeof parsed.message === 'string' ? parsed.message : '' };
    } catch {
      return undefined;
    }
  },
  /** The saved form: undefined when absent, 'invalid' when it cannot be parsed. */
  readFormData(): DriverSignupInput | undefined | 'invalid' {
    const text = this.get('formData');
    if (text === null) return undefined;
    try {
      const parsed: unknown = JSON.parse(text);
      return parsed && typeof parsed === 'object' ? (parsed as DriverSignupInput) : 'invalid';
    } catch {
      return 'invalid';
    }
  },
};
