import type Stripe from 'stripe';
import type { AppContext } from '../context';
import { HttpError } from '@minibar/http/errors';
import { CheckoutIds } from './checkout-id';
import { DriverCheckout } from './driver-checkout';
import { createStripeClient } from './stripe-client';

export interface Payments {
  /** Undefined when STRIPE_SECRET_KEY is not configured. */
  stripe: Stripe | undefined;
  /** Throws 503 when payments are not configured. */
  checkout(): DriverCheckout;
  /** Throws 503 when payments are not configured. */
  checkoutIds(): CheckoutIds;
}

export const PAYMENTS_UNAVAILABLE_MESSAGE = 'Card payments are not available right now. Please try again later.';

const byContext = new WeakMap<AppContext, Payments>();

/** One Stripe client and one checkout per app, shared by the payment and driver routes. */
export function paymentsOf(context: AppContext): Payments {
  let payments = byContext.get(context);
  if (!payments) {
    const stripe = createStripeClient(context.config.stripe);
    const checkout = stripe ? new DriverCheckout(stripe, context.submissions) : undefined;
    const secretKey = context.config.stripe.secretKey;
    const checkoutIds = secretKey ? new CheckoutIds(secretKey) : undefined;
    payments = {
      stripe,
      checkout() {
        if (!checkout) throw new HttpError(503, PAYMENTS_UNAVAILABLE_MESSAGE);
        return checkout;
      },
      checkoutIds() {
        if (!checkoutIds) throw new HttpError(503, PAYMENTS_UNAVAILABLE_MESSAGE);
        return checkoutIds;
      },
    };
    byContext.set(context, payments);
  }
  return payments;
}
