import { layout } from 'shared-ui';

export default function CleaningPartnerPage() {
  return (
    <section className={layout.section()}>
      <div className={layout.container}>
        <h1 className={layout.sectionHeading}>cleaning-partner-page</h1>
      </div>
    </section>
  );
}
