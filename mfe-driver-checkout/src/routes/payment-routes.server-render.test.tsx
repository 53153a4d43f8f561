// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { renderOnServer } from '@minibar/build-tools/render-on-server';
import UberPaymentPage from './uber-payment-page';
import UberPaymentSuccessPage from './uber-payment-success-page';

/** Route elements render with react-dom/server; Stripe.js is not touched while rendering. */
describe('payment routes on the server', () => {
  it('renders /uber-payment as the order summary while the payment is prepared', async () => {
    const html = await renderOnServer(<UberPaymentPage />, '/uber-payment');
    expect(html).toContain('Complete Your Order');
    expect(html).toContain('Preparing payment...');
  });

  it('renders the return from a bank redirect as a check of that payment, and a malformed return as gone wrong', async () => {
    const checking = await renderOnServer(
      <UberPaymentPage />,
      '/uber-payment?payment_intent=pi_1&payment_intent_client_secret=pi_1_secret_2&redirect_status=succeeded',
    );
    expect(checking).toContain('Checking your payment...');
    expect(checking).not.toContain('Preparing payment...');
    const malformed = await renderOnServer(<UberPaymentPage />, '/uber-payment?payment_intent_client_secret=oops&redirect_status=succeeded');
    expect(malformed).toContain('Something went wrong.');
  });

  it('renders /uber-payment-success in its loading state', async () => {
    expect(await renderOnServer(<UberPaymentSuccessPage />, '/uber-payment-success')).toContain('Processing Your Order');
  });
});
