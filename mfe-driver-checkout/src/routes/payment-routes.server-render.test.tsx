// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import UberPaymentPage from './uber-payment-page';
import UberPaymentSuccessPage from './uber-payment-success-page';

/** Route elements render with react-dom/server; Stripe.js is not touched while rendering. */
describe('payment routes on the server', () => {
  it('renders /uber-payment as the order summary while the payment is prepared', () => {
    const html = renderToString(
      <StaticRouter location="/uber-payment">
        <UberPaymentPage />
      </StaticRouter>,
    );
    expect(html).toContain('Complete Your Order');
    expect(html).toContain('Preparing payment...');
  });

  it('renders the return from a bank redirect as a check of that payment, and a malformed return as gone wrong', () => {
    const render = (location: string) =>
      renderToString(
        <StaticRouter location={location}>
          <UberPaymentPage />
        </StaticRouter>,
      );
    const checking = render('/uber-payment?payment_intent=pi_1&payment_intent_client_secret=pi_1_secret_2&redirect_status=succeeded');
    expect(checking).toContain('Checking your payment...');
    expect(checking).not.toContain('Preparing payment...');
    expect(render('/uber-payment?payment_intent_client_secret=oops&redirect_status=succeeded')).toContain('Something went wrong.');
  });

  it('renders /uber-payment-success in its loading state', () => {
    const html = renderToString(
      <StaticRouter location="/uber-payment-success">
        <UberPaymentSuccessPage />
      </StaticRouter>,
    );
    expect(html).toContain('Processing Your Order');
  });
});
