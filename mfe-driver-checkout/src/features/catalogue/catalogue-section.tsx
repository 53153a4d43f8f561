import { deferredSection, PageSection } from '@minibar/ui';
import * as css from './catalogue.css';

// The product grid is in the server HTML; its tabs' code loads as the visitor scrolls towards it.
const CatalogueBrowser = deferredSection(() => import('./catalogue-browser').then((module) => ({ default: module.CatalogueBrowser })), {
  fallback: <div className={css.placeholder} aria-busy="true" />,
  className: css.browser,
});

export function CatalogueSection() {
  return (
    <PageSection
      tone="plain"
      titleId="catalogue-heading"
      eyebrow="Starter kit catalogue"
      eyebrowAs="span"
      title="What Riders Buy From Your Seatback"
      lead="Best-selling snacks, sweets and essentials, bought at wholesale and sold at retail."
    >
      <CatalogueBrowser />
      <p className={css.note}>*The kit combination may vary by availability.</p>
    </PageSection>
  );
}
