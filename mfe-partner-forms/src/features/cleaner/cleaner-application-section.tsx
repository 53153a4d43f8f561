import { useState } from 'react';
import { deferredSection } from '@minibar/ui';
import { FormPlaceholder } from '../shared/form-placeholder';
import * as formCss from '../shared/form.css';
import { ApplicationSection } from '../shared/page-section';
import { CLEANER_FORM_ID } from './cleaner-content';
import { CleanerConfirmation } from './cleaner-confirmation';

// The form is in the server HTML; its code loads when the form comes near or the visitor reaches into it.
const CleanerApplicationForm = deferredSection(() => import('./cleaner-application-form').then((m) => ({ default: m.CleanerApplicationForm })), {
  fallback: <FormPlaceholder className={formCss.cleanerPlaceholder} />,
  // Its phone field's library first, in a task of its own.
  loadFirst: () => import('@minibar/contracts/phone-number'),
});

export function CleanerApplicationSection() {
  const [submitted, setSubmitted] = useState(false);
  return (
    <ApplicationSection id={CLEANER_FORM_ID} eyebrow="Apply in 2 minutes" title="Become a Retail Partner">
      {submitted ? <CleanerConfirmation reveal /> : <CleanerApplicationForm onSubmitted={() => setSubmitted(true)} />}
    </ApplicationSection>
  );
}
