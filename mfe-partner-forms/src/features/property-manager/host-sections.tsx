import { deferredSection, layout } from 'shared-ui';
import clipUrl from '../../assets/host-mini-store-clip.svg';
import { FaqAccordion } from '../shared/faq-accordion';
import { IconCardGrid } from '../shared/icon-card-grid';
import { JumpButton } from '../shared/jump-button';
import { LoopingClip } from '../shared/looping-clip';
import { SectionHeading } from '../shared/section-heading';
import { TestimonialCard } from '../shared/testimonial-card';
import { FormPlaceholder } from '../shared/form-placeholder';
import * as formCss from '../shared/form.css';
import * as css from '../shared/page.css';
import { HOST_BADGES, HOST_BENEFITS, HOST_FAQ, HOST_FORM_ID, HOST_HERO, HOST_STEPS, HOST_TESTIMONIAL } from './host-content';

// The form is in the server HTML; its code loads when the browser is idle or the form comes near.
const HostApplicationForm = deferredSection(() => import('./host-application-form').then((m) => ({ default: m.HostApplicationForm })), {
  fallback: <FormPlaceholder className={formCss.hostPlaceholder} />,
});

export function HostHero() {
  return (
    <section className={css.hero}>
      <div className={`${layout.container} ${css.heroGrid}`}>
        <div>
          <span className={layout.eyebrow}>For property managers and hosts</span>
          <h1 className={css.heroTitle}>{HOST_HERO.title}</h1>
          <p className={css.heroText}>{HOST_HERO.text}</p>
          <JumpButton target={HOST_FORM_ID} location="property_manager_hero">
            {HOST_HERO.cta}
          </JumpButton>
        </div>
        <LoopingClip src={clipUrl} description="A guest scans the mini store's QR code on a rental's counter and pays on their phone." />
      </div>
    </section>
  );
}

export function HostHowItWorks() {
  return (
    <section className={layout.section({ tone: 'plain' })} id="how-it-works">
      <div className={layout.container}>
        <SectionHeading eyebrow="How it works" title="Three steps to a new revenue stream" />
        <IconCardGrid cards={HOST_STEPS} numbered />
      </div>
    </section>
  );
}

export function HostBenefits() {
  return (
    <section className={layout.section({ tone: 'alt' })}>
      <div className={layout.container}>
        <SectionHeading eyebrow="Why hosts love it" title="More income, happier guests, zero hassle" />
        <IconCardGrid cards={HOST_BENEFITS} columns={4} />
      </div>
    </section>
  );
}

export function HostTestimonial() {
  return (
    <section className={layout.section({ tone: 'brand' })}>
      <div className={layout.container}>
        <SectionHeading eyebrow="From our hosts" title="What hosts are saying" />
        <div className={layout.sectionIntro}>
          <TestimonialCard {...HOST_TESTIMONIAL} />
        </div>
      </div>
    </section>
  );
}

export function HostApplication() {
  return (
    <section className={layout.section({ tone: 'plain' })} id={HOST_FORM_ID}>
      <div className={layout.container}>
        <SectionHeading
          eyebrow="Apply in minutes"
          title="Host Application Form"
          intro="Tell us about your properties. We review every application and contact qualified hosts within 24 hours."
          focusTarget
        />
        <div className={css.formPanel}>
          <HostApplicationForm />
        </div>
      </div>
    </section>
  );
}

export function HostFaq() {
  return (
    <section className={layout.section({ tone: 'alt' })}>
      <div className={layout.container}>
        <SectionHeading eyebrow="FAQ" title="Frequently asked questions" />
        <FaqAccordion items={HOST_FAQ} />
      </div>
    </section>
  );
}

export function HostClosingCta() {
  return (
    <section className={`${layout.section({ tone: 'dark' })} ${css.centered}`}>
      <div className={layout.container}>
        <h2 className={`${layout.sectionHeading} ${css.darkHeading}`}>Ready to earn from every stay?</h2>
        <p className={css.darkText}>Claim your free kit today. It takes two minutes and there is nothing to pay.</p>
        <div className={css.centeredActions}>
          <JumpButton target={HOST_FORM_ID} location="property_manager_closing">
            {HOST_HERO.cta}
          </JumpButton>
        </div>
        <ul className={css.badges} aria-label="What you get">
          {HOST_BADGES.map(({ icon: Icon, label }) => (
            <li key={label} className={css.badge}>
              <Icon size={18} aria-hidden="true" />
              {label}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
