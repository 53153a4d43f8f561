import { useState } from 'react';
import { deferredSection } from 'shared-ui';
import { FormPlaceholder } from '../shared/form-placeholder';
import * as formCss from '../shared/form.css';
import { ApplicationSection } from '../shared/page-section';
import { HOTEL_TERMS } from '../shared/partner-terms';
import { HOTEL_FORM_ID } from './hotel-content';
import { HotelSuccessPanel } from './hotel-success-panel';

// The form is in the server HTML; its code loads when the form comes near or the visitor reaches into it.
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
    <ApplicationSection
      id={HOTEL_FORM_ID}
      eyebrow="Get started"
      title="Apply for your hotel"
      intro={`Tell us about your property. We'll contact you within ${HOTEL_TERMS.contactWithinHours} hours.`}
    >
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
    </ApplicationSection>
  );
}
