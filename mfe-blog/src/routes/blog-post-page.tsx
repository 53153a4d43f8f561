import { layout } from 'shared-ui';

export default function BlogPostPage() {
  return (
    <section className={layout.section()}>
      <div className={layout.container}>
        <h1 className={layout.sectionHeading}>blog-post-page</h1>
      </div>
    </section>
  );
}
