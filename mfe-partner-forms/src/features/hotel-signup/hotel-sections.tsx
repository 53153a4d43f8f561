import { Phone } from 'lucide-react';
import { getSiteConfig } from 'shared-ui';
import clipUrl from '../../assets/hotel-minibar-clip.svg';
import { IconCardGrid } from '../shared/icon-card-grid';
import { FaqSection, PageSection } from '../shared/page-section';
import { ClipHero } from '../shared/partner-hero';
import * as hotelCss from './hotel.css';
import { HOTEL_FAQ, HOTEL_FORM_ID, HOTEL_HERO, HOTEL_STEPS } from './hotel-content';

export function HotelHero() {
  return <ClipHero hero={HOTEL_HERO} clipSrc={clipUrl} formId={HOTEL_FORM_ID} location="hotel_hero" />;
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
    <FaqSection items={HOTEL_FAQ}>
      <p className={hotelCss.phoneLine}>
        Questions? Call us at{' '}
        <a className={hotelCss.phoneLink} href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
          <Phone size={18} aria-hidden="true" className={hotelCss.phoneIcon} /> {phone}
        </a>
      </p>
    </FaqSection>
  );
}
