import { layout } from 'shared-ui';

export default function HotelSignupPage() {
  return (
    <section className={layout.section()}>
      <div className={layout.container}>
        <h1 className={layout.sectionHeading}>hotel-signup-page</h1>
      </div>
    </section>
  );
}
