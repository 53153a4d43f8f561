import { useState } from 'react';
import { deferredSection } from '@minibar/ui';
import { FormPlaceholder } from '../shared/form-placeholder';
import * as formCss from '../shared/form.css';
import { ApplicationSection } from '../shared/page-section';
import { HOTEL_TERMS } from '../shared/partner-terms';
import { HOTEL_FORM_ID } from './hotel-content';
import { HotelSuccessPanel } from './hotel-success-panel';
import { loadFormLibrariesInTurns } from '@minibar/forms/load-in-turns';

// The form is in the server HTML; its code loads when the form comes near or the visitor reaches into it.
const HotelApplicationForm = deferredSection(() => import('./hotel-application-form').then((m) => ({ default: m.HotelApplicationForm })), {
  fallback: <FormPlaceholder className={formCss.hotelPlaceholder} />,
  // The libraries it is built on first, each in a task of its own.
  loadFirst: loadFormLibrariesInTurns,
});

export function HotelApplicationSection() {
  const [submitted, setSubmitted] = useState(false);
  return (
    <ApplicationSection
      id={HOTEL_FORM_ID}
      eyebrow="Get started"
      title="Apply for Your Hotel"
      intro={`Tell us about your property. We'll contact you within ${HOTEL_TERMS.contactWithinHours} hours.`}
    >
      {/* The visitor stays at the form's place: the panel that takes it is brought into view. */}
      {submitted ? <HotelSuccessPanel reveal /> : <HotelApplicationForm onSubmitted={() => setSubmitted(true)} />}
    </ApplicationSection>
  );
}
