/** What the bank's page sent back in the payment page's address after a redirect. */
export interface PaymentReturn {
  clientSecret: string;
  redirectStatus: string | null;
}

/** A PaymentIntent client secret as Stripe writes it: `pi_<id>_secret_<secret>`. */
const CLIENT_SECRET_PATTERN = /^(pi_[A-Za-z0-9]{1,100})_secret_[A-Za-z0-9]{1,100}$/;

const RETURN_PARAMS = ['payment_intent_client_secret', 'payment_intent', 'redirect_status'] as const;

/**
 * The redirect return in a query string: undefined for an ordinary visit (none of Stripe's
 * return parameters), 'invalid' when the client secret is missing, malformed or names
 * another PaymentIntent than the one beside it.
 */
export function readPaymentReturn(search: string): PaymentReturn | 'invalid' | undefined {
  const query = new URLSearchParams(search);
  if (!RETURN_PARAMS.some((name) => query.has(name))) return undefined;
  const clientSecret = query.get('payment_intent_client_secret') ?? '';
  const intentId = CLIENT_SECRET_PATTERN.exec(clientSecret)?.[1];
  if (!intentId) return 'invalid';
  const namedIntent = query.get('payment_intent');
  if (namedIntent !== null && namedIntent !== intentId) return 'invalid';
  return { clientSecret, redirectStatus: query.get('redirect_status') };
}
