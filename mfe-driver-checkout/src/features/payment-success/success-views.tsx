import { useEffect, useRef } from 'react';
import type { DriverOrder } from '@minibar/contracts';
import { button, Link, SuccessPanel } from '@minibar/ui';
import { SUCCESS_ERRORS, SUCCESS_TEXT } from './success-copy';
import * as css from './success-page.css';

const homeLink = (tone: 'primary' | 'outline') => (
  <Link to="/" className={button({ tone })}>
    {SUCCESS_TEXT.returnHome}
  </Link>
);

/** Loading and submitting: the order is being handed to the server. */
export function ProgressView({ heading }: { heading: string }) {
  return (
    <SuccessPanel tone="progress" level={1} title={heading} role="none">
      <p role="status">Please keep this page open for a moment.</p>
    </SuccessPanel>
  );
}

/** An outcome's heading, focused once shown, so the outcome is in view and announced. */
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
    <SuccessPanel level={1} title={SUCCESS_TEXT.successHeading} headingRef={heading} role="none" actions={homeLink('primary')}>
      <p className={css.emphasis}>{SUCCESS_TEXT.orderConfirmed}</p>
      {order ? <OrderDetails order={order} /> : null}
      <p>{SUCCESS_TEXT.shippingNote}</p>
      {order ? <p>{SUCCESS_TEXT.nextSteps(order.email)}</p> : null}
    </SuccessPanel>
  );
}

/** Paid, registration not sent yet: the driver sends it by hand. */
export function ReadyView({ onComplete }: { onComplete: () => void }) {
  return (
    <SuccessPanel
      level={1}
      title={SUCCESS_TEXT.successHeading}
      role="none"
      actions={
        <button type="button" className={button({ tone: 'primary' })} onClick={onComplete}>
          {SUCCESS_TEXT.completeRegistration}
        </button>
      }
    >
      <p>{SUCCESS_TEXT.readyMessage}</p>
    </SuccessPanel>
  );
}

export function ErrorView({ message }: { message?: string }) {
  const heading = useFocusedHeading();
  return (
    <SuccessPanel
      tone="error"
      level={1}
      title={SUCCESS_TEXT.errorHeading}
      headingRef={heading}
      role="none"
      actions={
        <>
          <Link to="/drivers" className={button({ tone: 'primary' })}>
            {SUCCESS_TEXT.backToForm}
          </Link>
          {homeLink('outline')}
        </>
      }
    >
      <p role="alert">{message || SUCCESS_ERRORS.fallback}</p>
    </SuccessPanel>
  );
}
