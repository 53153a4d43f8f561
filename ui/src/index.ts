// The site's plain facts (brand, pages, meta, configuration, remotes), for the pages through the shared singleton.
export {
  BRAND,
  pageTitle,
  getSiteConfig,
  defaultSiteConfig,
  telHref,
  metaForPath,
  articleTitle,
  remoteDirectory,
  remoteNames,
  type SiteConfig,
  type PageMeta,
  type RemoteName,
} from '@minibar/site-config';
export { vars, fadeInKeyframes } from './theme.css';
export * as layout from './ui/layout.css';
export { media } from './ui/breakpoints';
export { heroTitleText, proseText } from './ui/typography';
export { raisedPanel, raisedSurface, pillChip, sideBySide, backdrop } from './ui/surfaces';
export { PageSection, type PageSectionProps, type SectionTone } from './ui/page-section';
// The page sections every remote composes: one look for each, the content in props.
export { PageHero, Illustration, type PageHeroProps, type IllustrationProps } from './sections/page-hero';
export { keepDrawingMotionToItself } from './sections/illustration-motion';
export { Steps, type Step, type StepsProps } from './sections/steps';
export { BenefitCards, type Benefit, type BenefitCardsProps } from './sections/benefit-cards';
export { Testimonial, TestimonialCard, type TestimonialQuote, type TestimonialProps } from './sections/testimonial';
export { Faq, FaqAccordion, type FaqItem, type FaqProps } from './sections/faq';
export { CtaBand, ctaBandLink, type CtaBandProps } from './sections/cta-band';
export { SuccessPanel, type SuccessPanelProps } from './sections/success-panel';
export { Notice, type NoticeProps } from './sections/notice';
export { button, type ButtonVariants } from './ui/button.css';
export { Field, controlClass, formGridClass, fullRowClass } from './ui/field';
export { FormOutcome, outcomeFocus, useOutcomeReveal, type NextStep } from './ui/form-outcome';
export { toast, useToastStore, TOAST_LIMIT, TOAST_DURATION_MS, type ToastMessage } from './toast/toast-store';
export { Toaster } from './toast/toaster';
export { analytics, redactFormData } from './analytics';
export { ApiError, postJson, getJson } from './api-client';
export { renderStandalone } from './standalone';
export { Link, useLocation, useNavigate, useParams, useSearchParams } from './navigation';
export { scrollToSection } from './hash-navigation';
export { useHashLink, useSectionAfterNavigation } from './use-hash-link';
export { useHydrated } from './use-hydrated';
export { usePageMeta, useMetaOverrideStore } from './page-meta-store';
export { SubmittedFormProvider } from './submitted-form-provider';
export { useSubmittedForm } from './forms/submitted-form';
export {
  PUBLIC_FORM_ANCHORS,
  SENT_PARAM,
  DRIVER_NEEDS_JAVASCRIPT,
  phoneCountryField,
  sentPageUrl,
  type FormName,
  type PublicFormName,
  type SubmittedForm,
} from '@minibar/contracts/form-posts';
export { deferredSection, type DeferredSectionOptions } from './deferred-section';
export { StaticPart, HydratingServerHtmlProvider, type StaticPartProps } from './static-part';
export { useToday, setRenderedDay, todayIso, type CalendarDay } from './calendar-day';
