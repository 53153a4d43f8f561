import { CtaBand, ctaBandLink, Link } from '@minibar/ui';
import { ExternalSignupLink } from './external-signup-link';

/** The closing call to action and the cleaner program. */
export function CtaSection() {
  return (
    <CtaBand
      title="Start Earning Extra Income Today"
      text="Join the hosts, hotels and drivers who turned spare space into a store. The kit is free, setup takes minutes, and your first payout arrives next month."
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
