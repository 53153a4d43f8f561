import { layout } from 'shared-ui';

export default function UberPaymentSuccessPage() {
  return (
    <section className={layout.section()}>
      <div className={layout.container}>
        <h1 className={layout.sectionHeading}>uber-payment-success-page</h1>
      </div>
    </section>
  );
}
