import { ENDPOINTS, type DriverSignupInput } from 'contracts';
import { ApiError, postJson } from 'shared-ui';
import { SUCCESS_ERRORS } from './success-copy';

export class SignupSubmissionError extends Error {}

/** The phone goes with a leading '+'. */
function withLeadingPlus(phone: string): string {
  const trimmed = phone.trim();
  return trimmed.startsWith('+') ? trimmed : `+${trimmed}`;
}

/**
 * POST /api/uber-signup with the saved form and the PaymentIntent that paid for it; the
 * server checks that payment with Stripe. Failures carry the message the page shows.
 */
export async function submitDriverSignup(formData: DriverSignupInput, paymentIntentId: string | null): Promise<void> {
  try {
    await postJson(ENDPOINTS.uberSignup, { ...formData, phone: withLeadingPlus(formData.phone ?? ''), paymentIntentId });
  } catch (error) {
    if (error instanceof ApiError) {
      throw new SignupSubmissionError(error.serverMessage ?? `Submission failed with status: ${error.status}`);
    }
    throw new SignupSubmissionError(SUCCESS_ERRORS.network);
  }
}
