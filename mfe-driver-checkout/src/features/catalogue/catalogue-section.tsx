import { deferredSection, layout } from 'shared-ui';
import * as css from './catalogue.css';

// The product grid is in the server HTML; its tabs' code loads as the visitor scrolls towards it.
const CatalogueBrowser = deferredSection(() => import('./catalogue-browser').then((module) => ({ default: module.CatalogueBrowser })), {
  fallback: <div className={css.placeholder} aria-busy="true" />,
  className: css.browser,
});

export function CatalogueSection() {
  return (
    <section className={layout.section({ tone: 'plain' })} aria-labelledby="catalogue-heading">
      <div className={layout.container}>
        <div className={layout.sectionIntro}>
          <span className={layout.eyebrow}>Starter kit catalogue</span>
          <h2 id="catalogue-heading" className={layout.sectionHeading}>
            What riders buy from your seatback
          </h2>
          <p className={layout.lead}>Best-selling snacks, sweets and essentials, bought at wholesale and sold at retail.</p>
        </div>
        <CatalogueBrowser />
        <p className={css.note}>*The kit combination may vary by availability.</p>
      </div>
    </section>
  );
}
