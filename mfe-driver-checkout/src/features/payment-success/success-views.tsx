import type { ReactNode } from 'react';
import { button, Link } from 'shared-ui';
import { CircleAlert, CircleCheck, LoaderCircle } from 'lucide-react';
import { SUCCESS_ERRORS, SUCCESS_TEXT } from './success-copy';
import * as css from './success-page.css';

function Panel({ badge, heading, children }: { badge: ReactNode; heading: string; children: ReactNode }) {
  return (
    <div className={css.panel}>
      {badge}
      <h1 className={css.heading}>{heading}</h1>
      {children}
    </div>
  );
}

const homeLink = (tone: 'primary' | 'outline') => (
  <Link to="/" className={button({ tone })}>
    {SUCCESS_TEXT.returnHome}
  </Link>
);

/** Loading and submitting: the order is being handed to the server. */
export function ProgressView({ heading }: { heading: string }) {
  return (
    <Panel
      heading={heading}
      badge={
        <span className={css.progressBadge}>
          <LoaderCircle aria-hidden size={36} className={css.spinner} />
        </span>
      }
    >
      <p className={css.message} role="status">
        Please keep this page open for a moment.
      </p>
    </Panel>
  );
}

const successBadge = (
  <span className={css.successBadge}>
    <CircleCheck aria-hidden size={40} />
  </span>
);

export function SuccessView() {
  return (
    <Panel heading={SUCCESS_TEXT.successHeading} badge={successBadge}>
      <p className={css.emphasis}>{SUCCESS_TEXT.orderConfirmed}</p>
      <p className={css.message}>{SUCCESS_TEXT.shippingNote}</p>
      <div className={css.actions}>{homeLink('primary')}</div>
    </Panel>
  );
}

/** Paid, registration not sent yet: the driver sends it by hand. */
export function ReadyView({ onComplete }: { onComplete: () => void }) {
  return (
    <Panel heading={SUCCESS_TEXT.successHeading} badge={successBadge}>
      <p className={css.message}>{SUCCESS_TEXT.readyMessage}</p>
      <div className={css.actions}>
        <button type="button" className={button({ tone: 'primary' })} onClick={onComplete}>
          {SUCCESS_TEXT.completeRegistration}
        </button>
      </div>
    </Panel>
  );
}

export function ErrorView({ message }: { message?: string }) {
  return (
    <Panel
      heading={SUCCESS_TEXT.errorHeading}
      badge={
        <span className={css.errorBadge}>
          <CircleAlert aria-hidden size={40} />
        </span>
      }
    >
      <p className={css.message} role="alert">
        {message || SUCCESS_ERRORS.fallback}
      </p>
      <div className={css.actions}>
        <Link to="/drivers" className={button({ tone: 'primary' })}>
          {SUCCESS_TEXT.backToForm}
        </Link>
        {homeLink('outline')}
      </div>
    </Panel>
  );
}
