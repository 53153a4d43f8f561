import { deferredSection, PageSection } from '@minibar/ui';
import { placeholder } from './calculator.css';

// The calculators and their default results are in the server HTML; their code loads as they come near.
const EarningsCalculators = deferredSection(() => import('./earnings-calculators'), {
  fallback: <div className={placeholder} aria-busy="true" />,
});

/** The pricing section, 'Potential Earnings Calculator', with the property and rideshare calculators. */
export function PricingSection() {
  return (
    <PageSection
      id="pricing"
      tone="plain"
      titleId="pricing-title"
      eyebrow="Pricing"
      title="Potential Earnings Calculator"
      lead="There is nothing to pay: the kit is free and you keep a share of every sale. Move the sliders to see what your properties or your car could earn in a year."
    >
      <EarningsCalculators />
    </PageSection>
  );
}
