import { lazy } from 'react';
import { layout } from 'shared-ui';
import { DeferredPart } from '../home/deferred-part';
import { placeholder } from './calculator.css';

// The calculators sit at the bottom of the page: loaded as they come near.
const EarningsCalculators = lazy(() => import('./earnings-calculators'));

/** site-shell §2 and §9: 'Potential Earnings Calculator'. */
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
            There is nothing to pay: the kit is free and you keep a share of every sale. Move the sliders to see what
            your properties or your car could earn in a year.
          </p>
        </div>
        <DeferredPart component={EarningsCalculators} placeholderClassName={placeholder} />
      </div>
    </section>
  );
}
