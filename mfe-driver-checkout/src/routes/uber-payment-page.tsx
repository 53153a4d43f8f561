import { useMemo } from 'react';
import { Elements } from '@stripe/react-stripe-js';
import { layout, useLocation } from '@minibar/ui';
import { CheckoutForm } from '../features/payment/checkout-form';
import { OrderSummary } from '../features/payment/order-summary';
import { readPaymentReturn } from '../features/payment/payment-return';
import { PaymentReturnPanel } from '../features/payment/payment-return-panel';
import { MissingInformation, PaymentSetupFailed, PaymentUnavailable, PreparingPayment } from '../features/payment/payment-states';
import { usePaymentSetup, type PaymentSetup } from '../features/payment/use-payment-setup';
import * as css from '../features/payment/payment-page.css';

function PaymentArea({ setup }: { setup: Exclude<PaymentSetup, { status: 'missing-information' }> }) {
  switch (setup.status) {
    case 'loading':
      return <PreparingPayment />;
    case 'setup-error':
      return <PaymentSetupFailed message={setup.message} />;
    case 'unavailable':
      return <PaymentUnavailable />;
    case 'ready':
      return (
        <Elements stripe={setup.stripe} options={{ clientSecret: setup.clientSecret, appearance: { theme: 'stripe' } }}>
          <CheckoutForm />
        </Elements>
      );
  }
}

/** A new payment: saved form, then configuration, PaymentIntent and the card form. */
function Checkout() {
  const setup = usePaymentSetup();
  if (setup.status === 'missing-information') return <MissingInformation />;
  return (
    <div className={css.layoutGrid}>
      <OrderSummary />
      <PaymentArea setup={setup} />
    </div>
  );
}

/**
 * /uber-payment: card payment for the Starter Kit. It is also where the bank sends the
 * visitor back after a redirect (3-D Secure); that visit reports the payment it carries.
 */
export default function UberPaymentPage() {
  const { search } = useLocation();
  const returned = useMemo(() => readPaymentReturn(search), [search]);
  return (
    <section className={`${layout.section({ tone: 'alt' })} ${css.page}`}>
      <div className={layout.container}>
        {returned ? (
          <div className={css.layoutGrid}>
            <OrderSummary />
            <PaymentReturnPanel key={search} returned={returned} />
          </div>
        ) : (
          <Checkout />
        )}
      </div>
    </section>
  );
}
