import { Phone } from 'lucide-react';
import { getSiteConfig, deferredSection, telHref } from '@minibar/ui';
import { IconCardGrid } from '../shared/icon-card-grid';
import { FaqSection, PageSection } from '../shared/page-section';
import { ClipHero } from '../shared/partner-hero';
import * as pageCss from '../shared/page.css';
import * as hotelCss from './hotel.css';
import { HOTEL_FORM_ID, HOTEL_HERO, HOTEL_STEPS } from './hotel-content';

// The clip is a picture: in the server HTML, it needs no code on a page the server rendered.
const HotelClip = deferredSection(() => import('./hotel-clip'), {
  loadWhenNear: false,
  // Drawn in the browser, the clip's frame holds its place until the clip is here.
  fallback: <div className={pageCss.media} />,
});

// The questions and answers are in the server HTML; their text and the accordion's code load when they come near.
const HotelFaqAccordion = deferredSection(() => import('./hotel-faq'));

export function HotelHero() {
  return <ClipHero hero={HOTEL_HERO} clip={<HotelClip />} formId={HOTEL_FORM_ID} location="hotel_hero" />;
}

export function HotelHowItWorks() {
  return (
    <PageSection tone="plain" eyebrow="How it works" title="How It Works for Hotels">
      <IconCardGrid cards={HOTEL_STEPS} />
    </PageSection>
  );
}

export function HotelFaq() {
  const { phone } = getSiteConfig();
  return (
    <FaqSection faq={<HotelFaqAccordion />}>
      {phone ? (
        <p className={hotelCss.phoneLine}>
          Questions? Call us at{' '}
          <a className={hotelCss.phoneLink} href={telHref(phone)}>
            <Phone size={18} aria-hidden="true" className={hotelCss.phoneIcon} /> {phone}
          </a>
        </p>
      ) : null}
    </FaqSection>
  );
}
