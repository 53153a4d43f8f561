import { Phone } from 'lucide-react';
import { getSiteConfig, layout } from 'shared-ui';
import clipUrl from '../../assets/hotel-minibar-clip.svg';
import { FaqAccordion } from '../shared/faq-accordion';
import { IconCardGrid } from '../shared/icon-card-grid';
import { JumpButton } from '../shared/jump-button';
import { LoopingClip } from '../shared/looping-clip';
import { SectionHeading } from '../shared/section-heading';
import * as css from '../shared/page.css';
import * as hotelCss from './hotel.css';
import { HOTEL_FAQ, HOTEL_FORM_ID, HOTEL_HERO, HOTEL_STEPS } from './hotel-content';

export function HotelHero() {
  return (
    <section className={css.hero}>
      <div className={`${layout.container} ${css.heroGrid}`}>
        <div>
          <span className={layout.eyebrow}>For hotels</span>
          <h1 className={css.heroTitle}>{HOTEL_HERO.title}</h1>
          <p className={css.heroText}>{HOTEL_HERO.subtitle}</p>
          <JumpButton target={HOTEL_FORM_ID} location="hotel_hero">
            {HOTEL_HERO.cta}
          </JumpButton>
        </div>
        <LoopingClip src={clipUrl} description="A guest takes an item from the in-room mini store, scans its barcode and pays on their phone." />
      </div>
    </section>
  );
}

export function HotelHowItWorks() {
  return (
    <section className={layout.section({ tone: 'plain' })}>
      <div className={layout.container}>
        <SectionHeading eyebrow="How it works" title="How It Works for Hotels" />
        <IconCardGrid cards={HOTEL_STEPS} />
      </div>
    </section>
  );
}

export function HotelFaq() {
  const { phone } = getSiteConfig();
  return (
    <section className={layout.section({ tone: 'alt' })}>
      <div className={layout.container}>
        <SectionHeading eyebrow="FAQ" title="Frequently asked questions" />
        <FaqAccordion items={HOTEL_FAQ} />
        <p className={hotelCss.phoneLine}>
          Questions? Call us at{' '}
          <a className={hotelCss.phoneLink} href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
            <Phone size={18} aria-hidden="true" className={hotelCss.phoneIcon} /> {phone}
          </a>
        </p>
      </div>
    </section>
  );
}
