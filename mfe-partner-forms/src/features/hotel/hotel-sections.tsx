import { Phone } from 'lucide-react';
import { deferredSection, Faq, getSiteConfig, Illustration, PageHero, Steps, telHref } from '@minibar/ui';
import { JumpLink } from '../shared/jump-link';
import { partnerIllustrations } from '../shared/partner-illustration';
import * as hotelCss from './hotel.css';
import { HOTEL_FORM_ID, HOTEL_HERO, HOTEL_STEPS } from './hotel-content';

// The questions and answers are in the server HTML; their text and the accordion's code load when they come near.
const HotelFaqAccordion = deferredSection(() => import('./hotel-faq'));

export function HotelHero() {
  return (
    <PageHero
      eyebrow={HOTEL_HERO.eyebrow}
      title={HOTEL_HERO.title}
      lead={HOTEL_HERO.text}
      actions={
        <JumpLink target={HOTEL_FORM_ID} location="hotel_hero">
          {HOTEL_HERO.cta}
        </JumpLink>
      }
      illustration={<Illustration markup={partnerIllustrations.hotel} label={HOTEL_HERO.clipDescription} />}
    />
  );
}

export function HotelHowItWorks() {
  return <Steps title="How It Works for Hotels" steps={HOTEL_STEPS} />;
}

export function HotelFaq() {
  const { phone } = getSiteConfig();
  return (
    <Faq accordion={<HotelFaqAccordion />}>
      {phone ? (
        <p>
          Questions? Call us at{' '}
          <a className={hotelCss.phoneLink} href={telHref(phone)}>
            <Phone size={18} aria-hidden="true" className={hotelCss.phoneIcon} /> {phone}
          </a>
        </p>
      ) : null}
    </Faq>
  );
}
