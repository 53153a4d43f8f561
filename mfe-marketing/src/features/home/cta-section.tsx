import { formatDollars, HOST_OFFER, HOTEL_OFFER, STARTER_KIT } from '@minibar/contracts';
import { CtaBand, ctaBandLink, Link } from '@minibar/ui';
import { ExternalSignupLink } from './external-signup-link';

// Each audience hears its own offer: what hosts, hotels and drivers pay to start.
const INVITATION =
  `Hosts get their kit free and keep ${HOST_OFFER.sharePercent}% of every sale, ` +
  `hotels start on the ${formatDollars(HOTEL_OFFER.freePlan.monthlyUsd)}-a-month Free Plan, ` +
  `and drivers start with a one-time ${formatDollars(STARTER_KIT.priceUsd)} Starter Kit. ` +
  'Setup takes minutes, and payouts arrive every month.';

/** The closing call to action and the cleaner program. */
export function CtaSection() {
  return (
    <CtaBand
      title="Start Earning Extra Income Today"
      text={INVITATION}
      actions={
        <>
          <ExternalSignupLink location="cta" tone="light">
            Get Started - It's Free
          </ExternalSignupLink>
          <Link to="/cleaning-partner" className={ctaBandLink}>
            Are you a cleaner? Join our cleaner partner program
          </Link>
        </>
      }
    />
  );
}
