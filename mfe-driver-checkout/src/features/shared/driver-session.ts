import type { DriverSignupInput } from 'contracts';
import { SUCCESS_PATH } from './driver-paths';

/** Browser session flags: one key each, shared by the three driver pages. */
export const SESSION_KEYS = {
  formData: 'driverFormData',
  paymentCompleted: 'driverPaymentCompleted',
  formSubmitted: 'driverFormSubmitted',
  paymentIntentId: 'driverPaymentIntentId',
  /** The server-issued id of this session's order. */
  checkoutId: 'driverCheckoutId',
} as const;

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
