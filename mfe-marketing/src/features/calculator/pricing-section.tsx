import { formatDollars, HOST_OFFER, STARTER_KIT } from '@minibar/contracts';
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
      lead={`Hosts pay nothing: the kit is free and they keep ${HOST_OFFER.sharePercent}% of every sale. Drivers pay ${formatDollars(STARTER_KIT.priceUsd)} once for the Starter Kit. Move the sliders to see what your properties or your car could earn in a year.`}
    >
      <EarningsCalculators />
    </PageSection>
  );
}
