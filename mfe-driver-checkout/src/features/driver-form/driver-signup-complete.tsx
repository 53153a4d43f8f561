import { PackageCheck } from 'lucide-react';
import { button, Link } from 'shared-ui';
import * as css from './driver-form.css';

/** The alternate success view, shown only once the form was submitted. */
export function DriverSignupComplete() {
  return (
    <div className={`${css.panel} ${css.complete}`} role="status">
      <PackageCheck className={css.completeIcon} size={56} aria-hidden="true" />
      <h3 className={css.legend}>Your Starter Kit is Coming Soon</h3>
      <p>Thank you for signing up. A representative will contact you within 24 hours.</p>
      <Link to="/" className={button({ tone: 'brand' })}>
        Return to Homepage
      </Link>
    </div>
  );
}
