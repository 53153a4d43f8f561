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
export { heroTitleText, sectionTitleText, cardTitleText, smallText, proseText } from './ui/typography';
export { raisedPanel, pillChip, sideBySide, backdrop } from './ui/surfaces';
export { PageSection } from './ui/page-section';
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
export { useHashLink } from './use-hash-link';
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
} from './forms/public-forms';
export { deferredSection, type DeferredSectionOptions } from './deferred-section';
export { useToday, setRenderedDay, todayIso, type CalendarDay } from './calendar-day';
