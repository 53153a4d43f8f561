import { deferredSection, layout } from 'shared-ui';
import { placeholder } from './calculator.css';

// The calculators and their default results are in the server HTML; their code loads as they come near.
const EarningsCalculators = deferredSection(() => import('./earnings-calculators'), {
  fallback: <div className={placeholder} aria-busy="true" />,
});

/** The pricing section, 'Potential Earnings Calculator', with the property and rideshare calculators. */
export function PricingSection() {
  return (
    <section id="pricing" className={layout.section({ tone: 'plain' })} aria-labelledby="pricing-title">
      <div className={layout.container}>
        <div className={layout.sectionIntro}>
          <p className={layout.eyebrow}>Pricing</p>
          <h2 id="pricing-title" className={layout.sectionHeading}>
            Potential Earnings Calculator
          </h2>
          <p className={layout.lead}>
            There is nothing to pay: the kit is free and you keep a share of every sale. Move the sliders to see what your properties or your car
            could earn in a year.
          </p>
        </div>
        <EarningsCalculators />
      </div>
    </section>
  );
}
