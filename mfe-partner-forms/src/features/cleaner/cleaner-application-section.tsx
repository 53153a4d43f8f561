import { useState } from 'react';
import { deferredSection } from '@minibar/ui';
import { FormPlaceholder } from '../shared/form-placeholder';
import * as formCss from '../shared/form.css';
import { ApplicationSection } from '../shared/page-section';
import { CLEANER_FORM_ID } from './cleaner-content';
import { CleanerConfirmation } from './cleaner-confirmation';
import { loadFormLibrariesInTurns } from '@minibar/forms/load-in-turns';

// The form is in the server HTML; its code loads when the form comes near or the visitor reaches into it.
const CleanerApplicationForm = deferredSection(() => import('./cleaner-application-form').then((m) => ({ default: m.CleanerApplicationForm })), {
  fallback: <FormPlaceholder className={formCss.cleanerPlaceholder} />,
  // The libraries it is built on first, each in a task of its own.
  loadFirst: loadFormLibrariesInTurns,
});

export function CleanerApplicationSection() {
  const [submitted, setSubmitted] = useState(false);
  return (
    <ApplicationSection id={CLEANER_FORM_ID} eyebrow="Apply in 2 minutes" title="Become a Retail Partner">
      {submitted ? <CleanerConfirmation reveal /> : <CleanerApplicationForm onSubmitted={() => setSubmitted(true)} />}
    </ApplicationSection>
  );
}
