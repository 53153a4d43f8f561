import { BenefitCards, CtaBand, deferredSection, Faq, Illustration, PageHero, Steps, Testimonial } from '@minibar/ui';
import { JumpLink } from '../shared/jump-link';
import { ApplicationSection } from '../shared/page-section';
import { partnerIllustrations } from '../shared/partner-illustration';
import { FormPlaceholder } from '../shared/form-placeholder';
import * as formCss from '../shared/form.css';
import { HOST_BADGES, HOST_BENEFITS, HOST_FORM_ID, HOST_HERO, HOST_STEPS, HOST_TESTIMONIAL } from './host-content';
import { loadFormLibrariesInTurns } from '@minibar/forms/load-in-turns';

// The questions and answers are in the server HTML; their text and the accordion's code load when they come near.
const HostFaqAccordion = deferredSection(() => import('./host-faq'));

// The form is in the server HTML; its code loads when the form comes near or the visitor reaches into it.
const HostApplicationForm = deferredSection(() => import('./host-application-form').then((m) => ({ default: m.HostApplicationForm })), {
  fallback: <FormPlaceholder className={formCss.hostPlaceholder} />,
  // The libraries it is built on first, each in a task of its own.
  loadFirst: loadFormLibrariesInTurns,
});

export function HostHero() {
  return (
    <PageHero
      eyebrow={HOST_HERO.eyebrow}
      title={HOST_HERO.title}
      lead={HOST_HERO.text}
      actions={
        <JumpLink target={HOST_FORM_ID} location="property_manager_hero">
          {HOST_HERO.cta}
        </JumpLink>
      }
      illustration={<Illustration markup={partnerIllustrations.host} label={HOST_HERO.clipDescription} />}
    />
  );
}

export function HostHowItWorks() {
  return <Steps id="how-it-works" title="Three Steps to a New Revenue Stream" steps={HOST_STEPS} />;
}

export function HostBenefits() {
  return (
    <BenefitCards tone="alt" eyebrow="Why hosts love it" title="More Income, Happier Guests, Zero Hassle" benefits={HOST_BENEFITS} columns={4} />
  );
}

export function HostTestimonial() {
  return <Testimonial eyebrow="From our hosts" title="What Hosts Are Saying" quotes={[HOST_TESTIMONIAL]} />;
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
  return <Faq accordion={<HostFaqAccordion />} />;
}

export function HostClosingCta() {
  return (
    <CtaBand
      title="Ready to Earn From Every Stay?"
      text="Claim your free kit today. It takes two minutes and there is nothing to pay."
      actions={
        <JumpLink target={HOST_FORM_ID} location="property_manager_closing" tone="light">
          {HOST_HERO.cta}
        </JumpLink>
      }
      highlights={HOST_BADGES}
    />
  );
}
