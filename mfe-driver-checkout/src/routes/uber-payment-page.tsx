import { Elements } from '@stripe/react-stripe-js';
import { layout } from 'shared-ui';
import { CheckoutForm } from '../features/payment/checkout-form';
import { OrderSummary } from '../features/payment/order-summary';
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

/** /uber-payment (signup-flows §2, §4): card payment for the Starter Kit. */
export default function UberPaymentPage() {
  const setup = usePaymentSetup();
  return (
    <section className={`${layout.section({ tone: 'alt' })} ${css.page}`}>
      <div className={layout.container}>
        {setup.status === 'missing-information' ? (
          <MissingInformation />
        ) : (
          <div className={css.layoutGrid}>
            <OrderSummary />
            <PaymentArea setup={setup} />
          </div>
        )}
      </div>
    </section>
  );
}
