import type { PaymentIntent, StripeError } from '@stripe/stripe-js';
import { PAYMENT_MESSAGES } from './payment-copy';

export type PaymentNotice = { tone: 'success' | 'info' | 'error'; text: string };

/** Only card and validation errors show the provider's own message. */
export function noticeForError(error: Pick<StripeError, 'type' | 'message'>): PaymentNotice {
  const showsProviderMessage = error.type === 'card_error' || error.type === 'validation_error';
  return { tone: 'error', text: (showsProviderMessage && error.message) || PAYMENT_MESSAGES.unexpected };
}

/** The message for each PaymentIntent status read from the provider. */
export function noticeForStatus(status: PaymentIntent.Status | undefined): PaymentNotice {
  switch (status) {
    case 'succeeded':
      return { tone: 'success', text: PAYMENT_MESSAGES.succeeded };
    case 'processing':
      return { tone: 'info', text: PAYMENT_MESSAGES.processing };
    case 'requires_payment_method':
      return { tone: 'error', text: PAYMENT_MESSAGES.requiresPaymentMethod };
    default:
      return { tone: 'error', text: PAYMENT_MESSAGES.other };
  }
}

export type ReturnedPayment = { paidIntentId: string; notice: PaymentNotice } | { paidIntentId?: undefined; notice: PaymentNotice };

/**
 * Back from the bank's page: a redirect status of succeeded, or an intent that has already
 * succeeded, is a paid order. A PaymentIntent Stripe.js could not retrieve (a client secret
 * that belongs to no intent of this site) is not.
 */
export function outcomeOfReturnedPayment(intent: Pick<PaymentIntent, 'id' | 'status'> | undefined, redirectStatus: string | null): ReturnedPayment {
  if (!intent) return { notice: noticeForStatus(undefined) };
  if (redirectStatus === 'succeeded' || intent.status === 'succeeded') {
    return { paidIntentId: intent.id, notice: noticeForStatus('succeeded') };
  }
  return { notice: noticeForStatus(intent.status) };
}
