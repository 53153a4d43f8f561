import { layout } from 'shared-ui';

export default function UberPaymentPage() {
  return (
    <section className={layout.section()}>
      <div className={layout.container}>
        <h1 className={layout.sectionHeading}>uber-payment-page</h1>
      </div>
    </section>
  );
}
