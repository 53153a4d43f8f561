import { STARTER_KIT } from './offer';

/**
 * The Starter Kit's one-time price, in cents of US dollars: the driver offer's. The API
 * charges exactly this amount (it never takes a price from the browser) and the driver pages
 * show the same offer.
 */
export const STARTER_KIT_PRICE_CENTS = STARTER_KIT.priceCents;
export const STARTER_KIT_CURRENCY = 'usd';

/** The marker the payment page sends and every driver PaymentIntent carries. */
export const DRIVER_SIGNUP_SOURCE = 'driver_signup';

/**
 * A paid Starter Kit order as the API confirms it (POST /api/uber-signup and
 * POST /api/stripe/payment-returns): who it ships to, what was paid and the payment's reference.
 */
export interface DriverOrder {
  name: string;
  email: string;
  /** The shipping address, line by line. */
  shippingAddress: string[];
  amountCents: number;
  currency: string;
  /** The payment's id at the provider, for the driver to quote to us. */
  paymentReference: string;
}

/** The answer to a completed driver sign-up: the stored sign-up's id and its order. */
export interface CompletedDriverOrder {
  id: string;
  order: DriverOrder;
}
