import { layout, Link } from '@minibar/ui';
import { ExternalSignupLink } from './external-signup-link';
import * as css from './sections.css';

/** The closing call to action and the cleaner program. */
export function CtaSection() {
  return (
    <section className={css.cta} aria-labelledby="cta-title">
      <div className={`${layout.container} ${css.ctaInner}`}>
        <h2 id="cta-title" className={css.ctaTitle}>
          Start Earning Extra Income Today
        </h2>
        <p className={css.ctaText}>
          Join the hosts, hotels and drivers who turned spare space into a store. The kit is free, setup takes minutes, and your first payout arrives
          next month.
        </p>
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
