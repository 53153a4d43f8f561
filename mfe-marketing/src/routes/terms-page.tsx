import { layout } from 'shared-ui';

export default function TermsPage() {
  return (
    <section className={layout.section()}>
      <div className={layout.container}>
        <h1 className={layout.sectionHeading}>terms-page</h1>
      </div>
    </section>
  );
}
