import { lazy, Suspense, useRef } from 'react';
import { layout } from 'shared-ui';
import { useNearViewport } from '../drivers-landing/use-near-viewport';
import * as css from './catalogue.css';

// The product grid, its data and the Radix tabs load as the visitor scrolls towards them,
// keeping /drivers' first load within its budget (issue 6 targets).
const CatalogueBrowser = lazy(() => import('./catalogue-browser').then((module) => ({ default: module.CatalogueBrowser })));

const placeholder = <div className={css.placeholder} aria-busy="true" />;

export function CatalogueSection() {
  const anchor = useRef<HTMLDivElement>(null);
  const near = useNearViewport(anchor);
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
        <div ref={anchor} className={css.browser}>
          {near ? <Suspense fallback={placeholder}><CatalogueBrowser /></Suspense> : placeholder}
        </div>
        <p className={css.note}>*The kit combination may vary by availability.</p>
      </div>
    </section>
  );
}
