import { layout } from 'shared-ui';

export default function CookiesPage() {
  return (
    <section className={layout.section()}>
      <div className={layout.container}>
        <h1 className={layout.sectionHeading}>cookies-page</h1>
      </div>
    </section>
  );
}
