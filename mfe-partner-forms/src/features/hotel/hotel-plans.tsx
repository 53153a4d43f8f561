import { Check } from 'lucide-react';
import { layout, PageSection } from '@minibar/ui';
import * as css from './hotel.css';
import { HOTEL_PLANS } from './hotel-content';

export function HotelPlans() {
  return (
    <PageSection tone="alt" eyebrow="Pricing" title="Two Plans, No Special Equipment">
      <ul className={`${layout.grid({ columns: 2 })} ${css.plans}`}>
        {HOTEL_PLANS.map((plan) => (
          <li key={plan.name} className={layout.card({ interactive: true })}>
            <h3 className={css.planName}>{plan.name}</h3>
            <p className={css.planPrice}>
              {plan.price}
              <span className={css.planPeriod}>{plan.period}</span>
            </p>
            <p className={css.planSummary}>{plan.summary}</p>
            <ul className={css.planFeatures}>
              {plan.features.map((feature) => (
                <li key={feature} className={css.planFeature}>
                  <Check size={18} aria-hidden="true" className={css.planCheck} />
                  {feature}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
