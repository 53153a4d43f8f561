import { DRIVER_SIGNUP_SOURCE, ENDPOINTS, type DriverSignupInput } from 'contracts';
import { SETUP_ERRORS } from './payment-copy';

export class PaymentSetupError extends Error {}

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

/** POST /api/stripe/payment-intents; the server decides the amount from the form it validates. */
export async function createPaymentIntent(formData: DriverSignupInput, checkoutId: string): Promise<CreatedPaymentIntent> {
  const response = await fetch(ENDPOINTS.paymentIntents, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ checkoutId, metadata: { formData, source: DRIVER_SIGNUP_SOURCE } }),
  }).catch(() => undefined);
  if (!response?.ok) throw new PaymentSetupError(SETUP_ERRORS.intent);
  const body = (await response.json().catch(() => ({}))) as Partial<CreatedPaymentIntent>;
  if (!body.clientSecret || !body.paymentIntentId) throw new PaymentSetupError(SETUP_ERRORS.intent);
  return { clientSecret: body.clientSecret, paymentIntentId: body.paymentIntentId };
}
