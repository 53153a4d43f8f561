import { layout } from 'shared-ui';

export default function BlogListPage() {
  return (
    <section className={layout.section()}>
      <div className={layout.container}>
        <h1 className={layout.sectionHeading}>blog-list-page</h1>
      </div>
    </section>
  );
}
