import { layout } from 'shared-ui';

export default function StarterKitPaywallPage() {
  return (
    <section className={layout.section()}>
      <div className={layout.container}>
        <h1 className={layout.sectionHeading}>starter-kit-paywall-page</h1>
      </div>
    </section>
  );
}
