import { deferredSection, layout } from '@minibar/ui';
import { IconCardGrid } from '../shared/icon-card-grid';
import { JumpLink } from '../shared/jump-link';
import { ApplicationSection, FaqSection, PageSection } from '../shared/page-section';
import { ClipHero } from '../shared/partner-hero';
import { TestimonialCard } from '../shared/testimonial-card';
import { FormPlaceholder } from '../shared/form-placeholder';
import * as formCss from '../shared/form.css';
import * as css from '../shared/page.css';
import { HOST_BADGES, HOST_BENEFITS, HOST_FORM_ID, HOST_HERO, HOST_STEPS, HOST_TESTIMONIAL } from './host-content';

// The clip is a picture: in the server HTML, it needs no code on a page the server rendered.
const HostClip = deferredSection(() => import('./host-clip'), {
  loadWhenNear: false,
  // Drawn in the browser, the clip's frame holds its place until the clip is here.
  fallback: <div className={css.media} />,
});

// The questions and answers are in the server HTML; their text and the accordion's code load when they come near.
const HostFaqAccordion = deferredSection(() => import('./host-faq'));

// The form is in the server HTML; its code loads when the form comes near or the visitor reaches into it.
const HostApplicationForm = deferredSection(() => import('./host-application-form').then((m) => ({ default: m.HostApplicationForm })), {
  fallback: <FormPlaceholder className={formCss.hostPlaceholder} />,
});

export function HostHero() {
  return <ClipHero hero={HOST_HERO} clip={<HostClip />} formId={HOST_FORM_ID} location="property_manager_hero" />;
}

export function HostHowItWorks() {
  return (
    <PageSection tone="plain" id="how-it-works" eyebrow="How it works" title="Three steps to a new revenue stream">
      <IconCardGrid cards={HOST_STEPS} numbered />
    </PageSection>
  );
}

export function HostBenefits() {
  return (
    <PageSection tone="alt" eyebrow="Why hosts love it" title="More income, happier guests, zero hassle">
      <IconCardGrid cards={HOST_BENEFITS} columns={4} />
    </PageSection>
  );
}

export function HostTestimonial() {
  return (
    <PageSection tone="brand" eyebrow="From our hosts" title="What hosts are saying">
      <div className={layout.sectionIntro}>
        <TestimonialCard {...HOST_TESTIMONIAL} />
      </div>
    </PageSection>
  );
}

export function HostApplication() {
  return (
    <ApplicationSection
      id={HOST_FORM_ID}
      eyebrow="Apply in minutes"
      title="Host Application Form"
      intro="Tell us about your properties. We review every application and contact qualified hosts within 24 hours."
    >
      <HostApplicationForm />
    </ApplicationSection>
  );
}

export function HostFaq() {
  return <FaqSection faq={<HostFaqAccordion />} />;
}

export function HostClosingCta() {
  return (
    <PageSection tone="dark" className={css.centered}>
      <h2 className={`${layout.sectionHeading} ${css.darkHeading}`}>Ready to earn from every stay?</h2>
      <p className={css.darkText}>Claim your free kit today. It takes two minutes and there is nothing to pay.</p>
      <div className={css.centeredActions}>
        <JumpLink target={HOST_FORM_ID} location="property_manager_closing">
          {HOST_HERO.cta}
        </JumpLink>
      </div>
      <ul className={css.badges} aria-label="What you get">
        {HOST_BADGES.map(({ icon: Icon, label }) => (
          <li key={label} className={css.badge}>
            <Icon size={18} aria-hidden="true" />
            {label}
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
