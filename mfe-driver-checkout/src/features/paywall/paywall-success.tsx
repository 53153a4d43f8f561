import { useEffect, useRef } from 'react';
import { CircleCheck } from 'lucide-react';
import { button, Link } from '@minibar/ui';
import * as css from './paywall.css';

/** The paywall's closing screen. */
export function PaywallSuccess() {
  // The button that had focus is gone: move focus to the outcome so it is announced.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className={css.success} role="status">
      <CircleCheck className={css.successIcon} size={64} aria-hidden="true" />
      <h1 ref={heading} tabIndex={-1} className={css.title}>
        Payment Successful!
      </h1>
      <p>Your Starter Kit is on its way. Kits ship within 2-3 business days, with tracking sent by email.</p>
      <Link to="/" className={button({ tone: 'brand' })}>
        Return to Homepage
      </Link>
    </div>
  );
}
