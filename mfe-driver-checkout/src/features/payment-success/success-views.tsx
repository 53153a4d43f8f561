import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import type { DriverOrder } from '@minibar/contracts';
import { button, Link } from '@minibar/ui';
import { CircleAlert, CircleCheck, LoaderCircle } from 'lucide-react';
import { SUCCESS_ERRORS, SUCCESS_TEXT } from './success-copy';
import * as css from './success-page.css';

interface PanelProps {
  badge: ReactNode;
  heading: string;
  /** Set on an outcome: the heading takes focus, so the outcome is in view and announced. */
  headingRef?: RefObject<HTMLHeadingElement | null>;
  children: ReactNode;
}

function Panel({ badge, heading, headingRef, children }: PanelProps) {
  return (
    <div className={css.panel}>
      {badge}
      <h1 className={css.heading} ref={headingRef} tabIndex={headingRef ? -1 : undefined}>
        {heading}
      </h1>
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

/** An outcome's heading, focused once shown. */
function useFocusedHeading() {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return heading;
}

function amountText(cents: number, currency: string): string {
  const amount = (cents / 100).toFixed(2);
  return currency === 'usd' ? `$${amount}` : `${amount} ${currency.toUpperCase()}`;
}

/** What the driver ordered, as the server confirmed it. */
function OrderDetails({ order }: { order: DriverOrder }) {
  return (
    <dl className={css.orderDetails} aria-label={SUCCESS_TEXT.orderHeading}>
      <dt>{SUCCESS_TEXT.orderName}</dt>
      <dd>{order.name}</dd>
      <dt>{SUCCESS_TEXT.orderShipsTo}</dt>
      <dd>
        {order.shippingAddress.map((line) => (
          <span key={line} className={css.addressLine}>
            {line}
          </span>
        ))}
      </dd>
      <dt>{SUCCESS_TEXT.orderPaid}</dt>
      <dd>
        {amountText(order.amountCents, order.currency)} · {SUCCESS_TEXT.orderItem}
      </dd>
      <dt>{SUCCESS_TEXT.orderReference}</dt>
      <dd className={css.reference}>{order.paymentReference}</dd>
    </dl>
  );
}

export function SuccessView({ order }: { order?: DriverOrder }) {
  const heading = useFocusedHeading();
  return (
    <Panel heading={SUCCESS_TEXT.successHeading} badge={successBadge} headingRef={heading}>
      <p className={css.emphasis}>{SUCCESS_TEXT.orderConfirmed}</p>
      {order ? <OrderDetails order={order} /> : null}
      <p className={css.message}>{SUCCESS_TEXT.shippingNote}</p>
      {order ? <p className={css.message}>{SUCCESS_TEXT.nextSteps(order.email)}</p> : null}
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
  const heading = useFocusedHeading();
  return (
    <Panel
      heading={SUCCESS_TEXT.errorHeading}
      headingRef={heading}
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
