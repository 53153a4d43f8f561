import { BadgeCheck, Clock, Users } from 'lucide-react';
import { button, layout } from '@minibar/ui';
import heroArt from '../../assets/seatback-organizer.svg?no-inline';
import { DRIVER_COPY } from '../shared/pricing';
import { SIGNUP_FORM_ID, scrollToSignupForm } from '../shared/scroll-to-signup-form';
import * as css from './landing.css';

/** The drivers page hero and its button to the sign-up form. */
export function HeroSection() {
  return (
    <section className={layout.section({ tone: 'brand' })}>
      <div className={`${layout.container} ${css.heroGrid}`}>
        <div>
          <span className={layout.eyebrow}>For rideshare drivers</span>
          <h1 className={css.heroTitle}>Turn your back seat into a mini store</h1>
          <p className={layout.lead}>
            Riders scan a QR code, grab a snack and pay on their phone. You earn up to {DRIVER_COPY.monthlyUpTo} a month from a {DRIVER_COPY.price}{' '}
            Starter Kit.
          </p>
          <div className={css.heroActions}>
            {/* A link to the form, which the browser follows before and without the page's scripts. */}
            <a
              href={`#${SIGNUP_FORM_ID}`}
              className={button({ tone: 'primary', size: 'lg' })}
              onClick={(event) => {
                event.preventDefault();
                scrollToSignupForm();
              }}
            >
              Get Your Starter Kit
            </a>
          </div>
          <ul className={css.heroFacts}>
            <li className={css.heroFact}>
              <Users className={css.factIcon} size={20} aria-hidden="true" /> {DRIVER_COPY.driversJoined} drivers joined
            </li>
            <li className={css.heroFact}>
              <Clock className={css.factIcon} size={20} aria-hidden="true" /> {DRIVER_COPY.setup}
            </li>
            <li className={css.heroFact}>
              <BadgeCheck className={css.factIcon} size={20} aria-hidden="true" /> No app for riders
            </li>
          </ul>
        </div>
        <img
          className={css.heroArt}
          src={heroArt}
          width={480}
          height={420}
          alt="A seatback organizer stocked with snacks and a QR code riders scan to pay"
        />
      </div>
    </section>
  );
}
