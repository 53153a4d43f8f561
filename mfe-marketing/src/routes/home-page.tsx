import { layout } from 'shared-ui';

export default function HomePage() {
  return (
    <section className={layout.section()}>
      <div className={layout.container}>
        <h1 className={layout.sectionHeading}>home-page</h1>
      </div>
    </section>
  );
}
