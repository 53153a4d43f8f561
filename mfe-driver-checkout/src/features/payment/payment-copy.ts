import { DRIVER_COPY } from '../shared/pricing';

/** The kit price as the payment page writes it, with cents. */
export const STARTER_KIT_PRICE_LABEL = DRIVER_COPY.priceWithCents;

/** How long the success message shows before the confirmation page. */
export const REDIRECT_DELAY_AFTER_CONFIRMATION_MS = 1500;
export const REDIRECT_DELAY_AFTER_RETURN_MS = 1000;

export { FORM_PATH, PAYMENT_PATH, SUCCESS_PATH } from '../shared/driver-paths';

/** The payment page's words. */
export const PAYMENT_TEXT = {
  heading: 'Complete Your Order',
  availabilityNote: '*Product combination in your Starter Kit may vary availability-wise',
  detailsHeading: 'Payment Details',
  lineItem: 'Starter Kit',
  payButton: `Pay ${DRIVER_COPY.price} & Get Starter Kit`,
  processing: 'Processing...',
  preparing: 'Preparing payment...',
  missingHeading: 'Information Missing',
  missingMessage: 'Please go back and fill out the form before proceeding to payment.',
  setupErrorHeading: 'Payment Setup Error',
  unavailable: 'Payment system unavailable. Please try again later.',
  backToForm: 'Back to Form',
  tryAgain: 'Try Again',
  contactUs: 'To order by phone or email instead, contact us at',
  checkingReturn: 'Checking your payment...',
  processingNote: 'There is nothing more to do: your Starter Kit order is confirmed as soon as your bank completes the payment.',
} as const;

export const SETUP_ERRORS = {
  config: 'Failed to load Stripe configuration',
  noKey: 'No Stripe publishable key available',
  intent: 'Failed to create payment intent',
} as const;

export const PAYMENT_MESSAGES = {
  succeeded: 'Payment succeeded! Redirecting to confirmation page...',
  processing: 'Your payment is processing.',
  requiresPaymentMethod: 'Your payment was not successful, please try again.',
  other: 'Something went wrong.',
  unexpected: 'An unexpected error occurred',
} as const;
