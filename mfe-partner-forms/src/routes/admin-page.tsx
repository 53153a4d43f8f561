import { layout } from 'shared-ui';

export default function AdminPage() {
  return (
    <section className={layout.section()}>
      <div className={layout.container}>
        <h1 className={layout.sectionHeading}>admin-page</h1>
      </div>
    </section>
  );
}
