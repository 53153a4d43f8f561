import { formatDollars, HOST_OFFER, HOTEL_OFFER, STARTER_KIT } from '@minibar/contracts';
import { layout, Link } from '@minibar/ui';
import { ExternalSignupLink } from './external-signup-link';
import * as css from './sections.css';

// Each audience hears its own offer: what hosts, hotels and drivers pay to start.
const INVITATION =
  `Hosts get their kit free and keep ${HOST_OFFER.sharePercent}% of every sale, ` +
  `hotels start on the ${formatDollars(HOTEL_OFFER.freePlan.monthlyUsd)}-a-month Free Plan, ` +
  `and drivers start with a one-time ${formatDollars(STARTER_KIT.priceUsd)} Starter Kit. ` +
  'Setup takes minutes, and payouts arrive every month.';

/** The closing call to action and the cleaner program. */
export function CtaSection() {
  return (
    <section className={css.cta} aria-labelledby="cta-title">
      <div className={`${layout.container} ${css.ctaInner}`}>
        <h2 id="cta-title" className={css.ctaTitle}>
          Start Earning Extra Income Today
        </h2>
        <p className={css.ctaText}>{INVITATION}</p>
        <div className={css.ctaActions}>
          <ExternalSignupLink location="cta" tone="light">
            Get Started - It's Free
          </ExternalSignupLink>
          <Link to="/cleaning-partner" className={css.ctaLink}>
            Are you a cleaner? Join our cleaner partner program
          </Link>
        </div>
      </div>
    </section>
  );
}
