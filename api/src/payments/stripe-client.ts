import Stripe from 'stripe';
import type { Config } from '../config';

/**
 * The Stripe SDK client, or undefined when no secret key is configured (the payment page
 * then shows its setup error). STRIPE_API_HOST / PORT / PROTOCOL point it elsewhere, which
 * is how the tests talk to a local fake Stripe.
 */
export function createStripeClient(settings: Config['stripe']): Stripe | undefined {
  if (!settings.secretKey) return undefined;
  return new Stripe(settings.secretKey, {
    ...(settings.apiHost ? { host: settings.apiHost } : {}),
    ...(settings.apiPort ? { port: settings.apiPort } : {}),
    ...(settings.apiProtocol ? { protocol: settings.apiProtocol } : {}),
    maxNetworkRetries: 1,
    timeout: 20_000,
    telemetry: false,
  });
}
