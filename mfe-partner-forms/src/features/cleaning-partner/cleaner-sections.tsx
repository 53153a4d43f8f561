import { BRAND, layout, deferredSection } from '@minibar/ui';
import { IconCardGrid } from '../shared/icon-card-grid';
import { FaqSection, PageSection } from '../shared/page-section';
import { CLEANER_EARNINGS_EXAMPLES, CLEANER_TERMS, usd } from '../shared/partner-terms';
import { TestimonialCard } from '../shared/testimonial-card';
import * as css from '../shared/page.css';
import * as cleanerCss from './cleaner.css';
import { CLEANER_BENEFITS, CLEANER_STEPS, CLEANER_STEPS_ID, CLEANER_TESTIMONIALS, PER_GUEST_CLAIM } from './cleaner-content';

// The questions and answers are in the server HTML; their text and the accordion's code load when they come near.
const CleanerFaqAccordion = deferredSection(() => import('./cleaner-faq'));

export function CleanerHowItWorks() {
  return (
    <PageSection tone="plain" id={CLEANER_STEPS_ID} eyebrow="Five simple steps" title={`How ${BRAND} Works`}>
      <IconCardGrid cards={CLEANER_STEPS} numbered gridClassName={cleanerCss.fiveSteps} />
    </PageSection>
  );
}

export function CleanerClaim() {
  return (
    <PageSection tone="dark">
      <h2 className={cleanerCss.claim}>{PER_GUEST_CLAIM}</h2>
      <p className={cleanerCss.claimNote}>On properties you already clean, with products guests actually want.</p>
    </PageSection>
  );
}

/** Two static examples, not a live calculator. */
export function CleanerEarnings() {
  return (
    <PageSection
      tone="alt"
      eyebrow="Earnings"
      title="What you could earn"
      intro={`Examples at ${CLEANER_TERMS.commissionPercent}% commission. Your results depend on bookings and what guests buy.`}
    >
      <ul className={`${layout.grid({ columns: 2 })} ${css.list}`}>
        {CLEANER_EARNINGS_EXAMPLES.map((example) => (
          <li key={example.properties} className={layout.card({ interactive: true })}>
            <h3 className={css.cardTitle}>{example.properties} properties</h3>
            <p className={css.cardText}>
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
  return (
    <PageSection tone="brand" eyebrow="From our partners" title="Cleaners who became retail partners">
      <div className={layout.grid({ columns: 2 })}>
        {CLEANER_TESTIMONIALS.map((testimonial) => (
          <TestimonialCard key={testimonial.name} {...testimonial} />
        ))}
      </div>
    </PageSection>
  );
}

export function CleanerBenefits() {
  return (
    <PageSection tone="plain" eyebrow="Benefits" title="Why partners join">
      <ul className={cleanerCss.benefitList}>
        {CLEANER_BENEFITS.map(({ icon: Icon, text }) => (
          <li key={text} className={cleanerCss.benefit}>
            <span className={css.iconBadge}>
              <Icon size={22} aria-hidden="true" />
            </span>
            {text}
          </li>
        ))}
      </ul>
    </PageSection>
  );
}

export function CleanerFaq() {
  return <FaqSection faq={<CleanerFaqAccordion />} />;
}
