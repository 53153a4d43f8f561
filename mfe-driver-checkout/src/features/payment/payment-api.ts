import { DRIVER_SIGNUP_SOURCE, ENDPOINTS, type DriverSignupInput } from '@minibar/contracts';
import { isDriverFormField, type DriverFormField } from '../shared/driver-form-fields';
import { SETUP_ERRORS } from './payment-copy';

export class PaymentSetupError extends Error {}

/** The server refused fields of the saved form: the driver is sent back to them. */
export class FormRefusedError extends Error {
  constructor(
    message: string,
    readonly fieldErrors: Partial<Record<DriverFormField, string[]>>,
  ) {
    super(message);
  }
}

/** The driver form's fields among a 400 answer's field errors (the checkout id is not one). */
function formFieldErrorsOf(body: unknown): Partial<Record<DriverFormField, string[]>> | undefined {
  const fieldErrors = (body as { fieldErrors?: unknown } | undefined)?.fieldErrors;
  if (!fieldErrors || typeof fieldErrors !== 'object') return undefined;
  const entries = Object.entries(fieldErrors as Record<string, unknown>).filter(
    (entry): entry is [DriverFormField, string[]] =>
      isDriverFormField(entry[0]) && Array.isArray(entry[1]) && entry[1].every((message) => typeof message === 'string'),
  );
  return entries.length ? Object.fromEntries(entries) : undefined;
}

/** GET /api/stripe/config: the publishable key, or the payment setup error. */
export async function fetchPublishableKey(): Promise<string> {
  const response = await fetch(ENDPOINTS.stripeConfig, { headers: { Accept: 'application/json' } }).catch(() => undefined);
  if (!response?.ok) throw new PaymentSetupError(SETUP_ERRORS.config);
  const body = (await response.json().catch(() => ({}))) as { publishableKey?: unknown };
  if (typeof body.publishableKey !== 'string' || !body.publishableKey) throw new PaymentSetupError(SETUP_ERRORS.noKey);
  return body.publishableKey;
}

export interface CreatedPaymentIntent {
  clientSecret: string;
  paymentIntentId: string;
}

/** POST /api/stripe/checkouts: the server's id for this order, so submitting it twice reaches one PaymentIntent. */
export async function createCheckout(): Promise<string> {
  const response = await fetch(ENDPOINTS.checkouts, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: '{}',
  }).catch(() => undefined);
  if (!response?.ok) throw new PaymentSetupError(SETUP_ERRORS.intent);
  const body = (await response.json().catch(() => ({}))) as { checkoutId?: unknown };
  if (typeof body.checkoutId !== 'string' || !body.checkoutId) throw new PaymentSetupError(SETUP_ERRORS.intent);
  return body.checkoutId;
}

/**
 * POST /api/stripe/payment-intents; the server decides the amount from the form it validates.
 * A form it refuses throws FormRefusedError with the fields' messages.
 */
export async function createPaymentIntent(formData: DriverSignupInput, checkoutId: string): Promise<CreatedPaymentIntent> {
  const response = await fetch(ENDPOINTS.paymentIntents, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ checkoutId, metadata: { formData, source: DRIVER_SIGNUP_SOURCE } }),
  }).catch(() => undefined);
  if (response?.status === 400) {
    const body: unknown = await response.json().catch(() => undefined);
    const fieldErrors = formFieldErrorsOf(body);
    const message = (body as { message?: unknown } | undefined)?.message;
    if (fieldErrors) throw new FormRefusedError(typeof message === 'string' ? message : SETUP_ERRORS.intent, fieldErrors);
  }
  if (!response?.ok) throw new PaymentSetupError(SETUP_ERRORS.intent);
  const body = (await response.json().catch(() => ({}))) as Partial<CreatedPaymentIntent>;
  if (!body.clientSecret || !body.paymentIntentId) throw new PaymentSetupError(SETUP_ERRORS.intent);
  return { clientSecret: body.clientSecret, paymentIntentId: body.paymentIntentId };
}
