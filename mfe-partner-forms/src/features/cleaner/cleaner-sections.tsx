import { BenefitCards, BRAND, deferredSection, Faq, layout, PageSection, Steps, Testimonial } from '@minibar/ui';
import { CLEANER_EARNINGS_EXAMPLES, CLEANER_TERMS, usd } from '../shared/partner-terms';
import * as cleanerCss from './cleaner.css';
import { CLEANER_BENEFITS, CLEANER_STEPS, CLEANER_STEPS_ID, CLEANER_TESTIMONIALS, PER_GUEST_CLAIM } from './cleaner-content';

// The questions and answers are in the server HTML; their text and the accordion's code load when they come near.
const CleanerFaqAccordion = deferredSection(() => import('./cleaner-faq'));

export function CleanerHowItWorks() {
  return <Steps id={CLEANER_STEPS_ID} eyebrow="Five simple steps" title={`How ${BRAND} Works`} steps={CLEANER_STEPS} />;
}

export function CleanerClaim() {
  return (
    <PageSection tone="dark" title={PER_GUEST_CLAIM} lead="On properties you already clean, with products guests actually want.">
      {null}
    </PageSection>
  );
}

/** Two static examples, not a live calculator. */
export function CleanerEarnings() {
  return (
    <PageSection
      tone="alt"
      eyebrow="Earnings"
      title="What You Could Earn"
      lead={`Examples at ${CLEANER_TERMS.commissionPercent}% commission. Your results depend on bookings and what guests buy.`}
    >
      <ul className={`${layout.grid({ columns: 2 })} ${cleanerCss.examples}`}>
        {CLEANER_EARNINGS_EXAMPLES.map((example) => (
          <li key={example.properties} className={layout.card()}>
            <h3 className={cleanerCss.exampleTitle}>{example.properties} Properties</h3>
            <p className={cleanerCss.exampleText}>
              {usd(example.perStayUsd)} per stay at {example.occupancyPercent}% occupancy
            </p>
            <p>
              <span className={cleanerCss.exampleAmount}>≈ {usd(example.monthlyUsd)}</span>/month
            </p>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}

export function CleanerTestimonials() {
  return <Testimonial eyebrow="From our partners" title="Cleaners Who Became Retail Partners" quotes={CLEANER_TESTIMONIALS} />;
}

export function CleanerBenefits() {
  return <BenefitCards eyebrow="Benefits" title="Why Partners Join" benefits={CLEANER_BENEFITS} columns={5} />;
}

export function CleanerFaq() {
  return <Faq accordion={<CleanerFaqAccordion />} />;
}
