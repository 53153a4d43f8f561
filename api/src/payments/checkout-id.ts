import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const PREFIX = 'co_';
const NONCE_BYTES = 18;
const SIGNATURE_BYTES = 16;

/**
 * Checkout ids the server issues to the payment page: random, and signed so that only ids
 * this server issued are accepted. One checkout id stands for one order: submitting it twice
 * reaches the same PaymentIntent, while two drivers (even with identical details) have two.
 */
export class CheckoutIds {
  private readonly key: Buffer;

  /** The signing key is derived from the Stripe secret key, which every replica shares. */
  constructor(stripeSecretKey: string) {
    this.key = createHmac('sha256', stripeSecretKey).update('driver checkout ids').digest();
  }

  issue(): string {
    const nonce = randomBytes(NONCE_BYTES).toString('base64url');
    return `${PREFIX}${nonce}.${this.sign(nonce).toString('base64url')}`;
  }

  /** True for an id this server issued. */
  isGenuine(checkoutId: string): boolean {
    const match = /^co_([A-Za-z0-9_-]{24})\.([A-Za-z0-9_-]{22})$/.exec(checkoutId);
    if (!match) return false;
    const given = Buffer.from(match[2]!, 'base64url');
    const expected = this.sign(match[1]!);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  private sign(nonce: string): Buffer {
    return createHmac('sha256', this.key).update(nonce).digest().subarray(0, SIGNATURE_BYTES);
  }
}
