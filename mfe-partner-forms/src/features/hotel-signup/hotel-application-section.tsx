import { useState } from 'react';
import { deferredSection, layout } from 'shared-ui';
import { HOTEL_TERMS } from '../shared/partner-terms';
import { SectionHeading } from '../shared/section-heading';
import * as formCss from '../shared/form.css';
import * as css from '../shared/page.css';
import { HOTEL_FORM_ID } from './hotel-content';
import { HotelSuccessPanel } from './hotel-success-panel';
import { FormPlaceholder } from '../shared/form-placeholder';

// The form is in the server HTML; its code loads when the browser is idle or the form comes near.
const HotelApplicationForm = deferredSection(() => import('./hotel-application-form').then((m) => ({ default: m.HotelApplicationForm })), {
  fallback: <FormPlaceholder className={formCss.hotelPlaceholder} />,
});

/** After success the visitor stays where they were; the position is restored after 100 ms. */
function keepScrollPosition(): void {
  const top = window.scrollY;
  setTimeout(() => window.scrollTo({ top, behavior: 'instant' }), HOTEL_TERMS.scrollRestoreDelayMs);
}

export function HotelApplicationSection() {
  const [submitted, setSubmitted] = useState(false);
  return (
    <section className={layout.section({ tone: 'plain' })} id={HOTEL_FORM_ID}>
      <div className={layout.container}>
        <SectionHeading
          eyebrow="Get started"
          title="Apply for your hotel"
          intro={`Tell us about your property. We'll contact you within ${HOTEL_TERMS.contactWithinHours} hours.`}
          focusTarget
        />
        <div className={css.formPanel}>
          {submitted ? (
            <HotelSuccessPanel />
          ) : (
            <HotelApplicationForm
              onSubmitted={() => {
                keepScrollPosition();
                setSubmitted(true);
              }}
            />
          )}
        </div>
      </div>
    </section>
  );
}
