/** What the starter kit holds, as the paywall lists it. */
export const KIT_CONTENTS = [
  'A curated product mix of best-selling snacks and essentials',
  'Branded seatback display stand',
  'Digital QR payment system',
  'Marketing materials for your car',
  'Restocking guide',
] as const;

/** The methods a driver can choose. */
export const PAYMENT_METHODS = [
  { value: 'card', label: 'Credit or Debit Card' },
  { value: 'paypal', label: 'PayPal' },
] as const;

export type PaymentMethod = (typeof PAYMENT_METHODS)[number]['value'];

/** The purchase is simulated; it "processes" for 2 seconds, with no call. */
export const SIMULATED_PROCESSING_MS = 2000;

/** The paywall is a demonstration: said at the top of the page and beside the purchase button. */
export const DEMONSTRATION_NOTICE = {
  title: 'This page is a demonstration',
  text: 'It shows how buying the starter kit will work. No payment is taken and no card or PayPal details are asked for.',
  beside: 'Demonstration only: no payment is taken.',
} as const;
