import { ENDPOINTS, type CompletedDriverOrder, type DriverOrder, type DriverSignupInput } from '@minibar/contracts';
import { ApiError, postJson } from '@minibar/ui';
import { SUCCESS_ERRORS } from './success-copy';

export class SignupSubmissionError extends Error {}

/** The phone goes with a leading '+'. */
function withLeadingPlus(phone: string): string {
  const trimmed = phone.trim();
  return trimmed.startsWith('+') ? trimmed : `+${trimmed}`;
}

/** The order in a completed sign-up's answer; undefined when the answer does not carry one. */
function orderIn(answer: unknown): DriverOrder | undefined {
  const order = (answer as Partial<CompletedDriverOrder> | undefined)?.order;
  return order && typeof order.name === 'string' && Array.isArray(order.shippingAddress) ? order : undefined;
}

/** A POST that completes the sign-up; failures carry the message the page shows. */
async function completeWith(endpoint: string, body: unknown): Promise<DriverOrder | undefined> {
  try {
    return orderIn(await postJson<CompletedDriverOrder>(endpoint, body));
  } catch (error) {
    if (error instanceof ApiError) {
      throw new SignupSubmissionError(error.serverMessage ?? `Submission failed with status: ${error.status}`);
    }
    throw new SignupSubmissionError(SUCCESS_ERRORS.network);
  }
}

/**
 * POST /api/uber-signup with the saved form and the PaymentIntent that paid for it; the
 * server checks that payment with Stripe and answers the order.
 */
export function submitDriverSignup(formData: DriverSignupInput, paymentIntentId: string | null): Promise<DriverOrder | undefined> {
  return completeWith(ENDPOINTS.driver, { ...formData, phone: withLeadingPlus(formData.phone ?? ''), paymentIntentId });
}

/**
 * POST /api/stripe/payment-returns: the bank sent the driver back to a session without the
 * form; the payment's client secret lets the server complete the order from its own record.
 */
export function completeReturnedPayment(clientSecret: string): Promise<DriverOrder | undefined> {
  return completeWith(ENDPOINTS.paymentReturns, { clientSecret });
}
