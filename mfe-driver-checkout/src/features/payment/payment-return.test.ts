import { describe, expect, it } from 'vitest';
import { readPaymentReturn } from './payment-return';

const secret = 'pi_3MtwBwLkdIwHu7ix28a3tqPa_secret_YrKJUKribcBjcG8HVhfZluoGH';

describe('reading the bank redirect back to the payment page', () => {
  it('is an ordinary visit without any of Stripe’s return parameters', () => {
    expect(readPaymentReturn('')).toBeUndefined();
    expect(readPaymentReturn('?utm_source=mail')).toBeUndefined();
  });

  it('takes the client secret and the redirect status', () => {
    expect(readPaymentReturn(`?payment_intent=pi_3MtwBwLkdIwHu7ix28a3tqPa&payment_intent_client_secret=${secret}&redirect_status=succeeded`)).toEqual(
      {
        clientSecret: secret,
        redirectStatus: 'succeeded',
      },
    );
    expect(readPaymentReturn(`?payment_intent_client_secret=${secret}`)).toEqual({ clientSecret: secret, redirectStatus: null });
  });

  it('refuses a missing, empty or malformed client secret', () => {
    expect(readPaymentReturn('?redirect_status=succeeded')).toBe('invalid');
    expect(readPaymentReturn('?payment_intent=pi_1&redirect_status=succeeded')).toBe('invalid');
    expect(readPaymentReturn('?payment_intent_client_secret=&redirect_status=succeeded')).toBe('invalid');
    for (const malformed of ['pi_123', 'seti_123_secret_abc', 'pi_123_secret_', 'pi_1_secret_a b', `${secret}"><script>`, 'pi__secret_abc']) {
      expect(readPaymentReturn(`?payment_intent_client_secret=${encodeURIComponent(malformed)}&redirect_status=succeeded`)).toBe('invalid');
    }
  });

  it('refuses a client secret of another PaymentIntent than the one named beside it', () => {
    expect(readPaymentReturn(`?payment_intent=pi_other&payment_intent_client_secret=${secret}&redirect_status=succeeded`)).toBe('invalid');
  });
});
