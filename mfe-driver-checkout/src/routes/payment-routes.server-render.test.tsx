// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import UberPaymentPage from './uber-payment-page';
import UberPaymentSuccessPage from './uber-payment-success-page';

/** DESIGN.md: route elements render with react-dom/server; Stripe.js is not touched while rendering. */
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

  it('renders /uber-payment-success in its loading state', () => {
    const html = renderToString(
      <StaticRouter location="/uber-payment-success">
        <UberPaymentSuccessPage />
      </StaticRouter>,
    );
    expect(html).toContain('Processing Your Order');
  });
});
