import { layout } from 'shared-ui';

export default function DriversPage() {
  return (
    <section className={layout.section()}>
      <div className={layout.container}>
        <h1 className={layout.sectionHeading}>drivers-page</h1>
      </div>
    </section>
  );
}
