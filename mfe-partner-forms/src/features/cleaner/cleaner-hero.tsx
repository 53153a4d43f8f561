import { button, Illustration, PageHero } from '@minibar/ui';
import { partnerIllustrations } from '../shared/partner-illustration';
import { CLEANER_EARNINGS_EXAMPLES, CLEANER_TERMS, usd } from '../shared/partner-terms';
import * as cleanerCss from './cleaner.css';
import { CLEANER_FORM_ID, CLEANER_HERO, CLEANER_STEPS_ID } from './cleaner-content';

const sample = CLEANER_EARNINGS_EXAMPLES[0];

function SampleEarningsCard() {
  return (
    <aside className={cleanerCss.earningsCard} aria-labelledby="sample-earnings-title">
      <h2 id="sample-earnings-title" className={cleanerCss.earningsTitle}>
        Sample Earnings
      </h2>
      <p className={cleanerCss.earningsRow}>
        Properties you clean <span className={cleanerCss.earningsValue}>{sample.properties}</span>
      </p>
      <p className={cleanerCss.earningsRow}>
        Average sales per stay <span className={cleanerCss.earningsValue}>{usd(sample.perStayUsd)}</span>
      </p>
      <p className={cleanerCss.earningsRow}>
        Occupancy <span className={cleanerCss.earningsValue}>{sample.occupancyPercent}%</span>
      </p>
      <p className={cleanerCss.earningsRow}>
        Your commission <span className={cleanerCss.earningsValue}>{CLEANER_TERMS.commissionPercent}%</span>
      </p>
      <p>
        <span className={cleanerCss.earningsTotal}>≈ {usd(sample.monthlyUsd)}</span> per month
      </p>
    </aside>
  );
}

/** The hero with its two anchor links, the drawing and the sample earnings card under it. */
export function CleanerHero() {
  return (
    <PageHero
      eyebrow="For cleaners and cleaning companies"
      title={CLEANER_HERO.title}
      lead={CLEANER_HERO.text}
      actions={
        <>
          <a href={`#${CLEANER_FORM_ID}`} className={button({ tone: 'primary', size: 'lg' })}>
            {CLEANER_HERO.apply}
          </a>
          <a href={`#${CLEANER_STEPS_ID}`} className={button({ tone: 'outline', size: 'lg' })}>
            {CLEANER_HERO.learn}
          </a>
        </>
      }
      illustration={<Illustration markup={partnerIllustrations.cleaner} label={CLEANER_HERO.illustrationDescription} />}
      aside={<SampleEarningsCard />}
    />
  );
}
