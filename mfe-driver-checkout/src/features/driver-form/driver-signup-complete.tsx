import { PackageCheck } from 'lucide-react';
import { FormOutcome } from 'shared-ui';
import * as css from './driver-form.css';

/** The alternate success view, shown only once the form was submitted, on its way to payment. */
export function DriverSignupComplete() {
  return (
    <div className={css.panel}>
      <FormOutcome
        tone="success"
        look="panel"
        title="Your Starter Kit is Coming Soon"
        next={{ to: '/', label: 'Return to Homepage' }}
        icon={<PackageCheck size={36} aria-hidden="true" />}
        reveal
      >
        Thank you for signing up. A representative will contact you within 24 hours.
      </FormOutcome>
    </div>
  );
}
