import type { Stripe } from '@stripe/stripe-js';
// The 'pure' entry adds Stripe.js to the page only when loadStripe is called; the main
// entry injects the script as soon as it is imported.
import { loadStripe } from '@stripe/stripe-js/pure';

/** Stripe.js for this key, or null when it cannot load. */
export async function loadStripeJs(publishableKey: string): Promise<Stripe | null> {
  try {
    return await loadStripe(publishableKey);
  } catch {
    return null;
  }
}
