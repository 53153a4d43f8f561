import { layout } from 'shared-ui';

export default function PropertyManagerPage() {
  return (
    <section className={layout.section()}>
      <div className={layout.container}>
        <h1 className={layout.sectionHeading}>property-manager-page</h1>
      </div>
    </section>
  );
}
