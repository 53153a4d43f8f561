import type { ReactNode } from 'react';
import { button, getSiteConfig, Link, outcomeFocus, telHref, useOutcomeReveal } from '@minibar/ui';
import { ClipboardList, LoaderCircle, TriangleAlert } from 'lucide-react';
import { FORM_PATH, PAYMENT_TEXT } from './payment-copy';
import * as css from './payment-page.css';

function BackToForm() {
  return (
    <Link to={FORM_PATH} className={button({ tone: 'outline' })}>
      {PAYMENT_TEXT.backToForm}
    </Link>
  );
}

interface StatePanelProps {
  icon: ReactNode;
  heading?: ReactNode;
  /** A failure the driver must act on: brought into view (below the order on a phone) and focused. */
  reveal?: boolean;
  children: ReactNode;
}

function StatePanel({ icon, heading, reveal = false, children }: StatePanelProps) {
  const panel = useOutcomeReveal(reveal);
  return (
    <div className={css.statePanel} ref={panel}>
      {icon}
      {heading}
      {children}
    </div>
  );
}

/** No saved form: the page cannot ask for money without knowing who pays. */
export function MissingInformation() {
  return (
    <StatePanel
      icon={<ClipboardList aria-hidden size={40} className={css.stateIcon} />}
      heading={<h1 className={css.panelHeading}>{PAYMENT_TEXT.missingHeading}</h1>}
    >
      <p className={css.stateMessage}>{PAYMENT_TEXT.missingMessage}</p>
      <div className={css.actions}>
        <BackToForm />
      </div>
    </StatePanel>
  );
}

export function PreparingPayment() {
  return (
    <StatePanel icon={<LoaderCircle aria-hidden size={36} className={`${css.stateIcon} ${css.spinner}`} />}>
      <p className={css.stateMessage} role="status">
        {PAYMENT_TEXT.preparing}
      </p>
    </StatePanel>
  );
}

function TryAgain() {
  return (
    <button type="button" className={button({ tone: 'primary' })} onClick={() => window.location.reload()}>
      {PAYMENT_TEXT.tryAgain}
    </button>
  );
}

/** Where a driver who cannot pay here can reach us (the contact details configured). */
function ContactUs() {
  const { email, phone } = getSiteConfig();
  if (!email && !phone) return null;
  return (
    <p className={css.stateMessage}>
      {PAYMENT_TEXT.contactUs} {email ? <a href={`mailto:${email}`}>{email}</a> : null}
      {email && phone ? ' or ' : null}
      {phone ? <a href={telHref(phone)}>{phone}</a> : null}.
    </p>
  );
}

export function PaymentSetupFailed({ message }: { message: string }) {
  return (
    <StatePanel
      icon={<TriangleAlert aria-hidden size={36} className={css.stateIconError} />}
      heading={
        <h2 className={css.panelHeading} {...outcomeFocus}>
          {PAYMENT_TEXT.setupErrorHeading}
        </h2>
      }
      reveal
    >
      <p className={css.stateMessage} role="alert">
        {message}
      </p>
      <div className={css.actions}>
        <TryAgain />
        <BackToForm />
      </div>
    </StatePanel>
  );
}

export function PaymentUnavailable() {
  return (
    <StatePanel icon={<TriangleAlert aria-hidden size={36} className={css.stateIconError} />} reveal>
      <p className={css.stateMessage} role="alert" {...outcomeFocus}>
        {PAYMENT_TEXT.unavailable}
      </p>
      <ContactUs />
      <div className={css.actions}>
        <TryAgain />
        <BackToForm />
      </div>
    </StatePanel>
  );
}
