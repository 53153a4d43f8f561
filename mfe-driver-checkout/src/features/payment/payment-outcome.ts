import type { PaymentIntent, StripeError } from '@stripe/stripe-js';
import { PAYMENT_MESSAGES } from './payment-copy';

export type PaymentNotice = { tone: 'success' | 'info' | 'error'; text: string };

/** signup-flows §5: only card and validation errors show the provider's own message. */
export function noticeForError(error: Pick<StripeError, 'type' | 'message'>): PaymentNotice {
  const showsProviderMessage = error.type === 'card_error' || error.type === 'validation_error';
  return { tone: 'error', text: (showsProviderMessage && error.message) || PAYMENT_MESSAGES.unexpected };
}

/** signup-flows §4: the message for each PaymentIntent status read from the provider. */
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
