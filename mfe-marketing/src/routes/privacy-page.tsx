import { layout } from 'shared-ui';

export default function PrivacyPage() {
  return (
    <section className={layout.section()}>
      <div className={layout.container}>
        <h1 className={layout.sectionHeading}>privacy-page</h1>
      </div>
    </section>
  );
}
