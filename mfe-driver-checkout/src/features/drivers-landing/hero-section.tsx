import { button, Illustration, PageHero } from '@minibar/ui';
import heroMarkup from '../../assets/drivers-hero.svg?raw';
import { DRIVER_COPY } from '../shared/pricing';
import { SIGNUP_FORM_ID, scrollToSignupForm } from '../shared/scroll-to-signup-form';

/** The drivers page hero and its button to the sign-up form. */
export function HeroSection() {
  return (
    <PageHero
      eyebrow="For rideshare drivers"
      title="Turn Your Back Seat Into a Mini Store"
      lead={`Riders scan a QR code, grab a snack and pay on their phone. You earn up to ${DRIVER_COPY.monthlyUpTo} a month from a ${DRIVER_COPY.price} Starter Kit.`}
      actions={
        // A link to the form, which the browser follows before and without the page's scripts.
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
      }
      facts={[`${DRIVER_COPY.driversJoined} drivers joined`, DRIVER_COPY.setup, 'No app for riders']}
      illustration={<Illustration markup={heroMarkup} label="A seatback organizer stocked with snacks and a QR code riders scan to pay" />}
    />
  );
}
