import { useState } from 'react';
import { deferredSection, layout } from 'shared-ui';
import { SectionHeading } from '../shared/section-heading';
import { FormPlaceholder } from '../shared/form-placeholder';
import * as css from '../shared/page.css';
import * as formCss from '../shared/form.css';
import { CLEANER_FORM_ID } from './cleaner-content';
import { CleanerConfirmation } from './cleaner-confirmation';

// The form is in the server HTML; its code loads when the browser is idle or the form comes near.
const CleanerApplicationForm = deferredSection(() => import('./cleaner-application-form').then((m) => ({ default: m.CleanerApplicationForm })), {
  fallback: <FormPlaceholder className={formCss.cleanerPlaceholder} />,
});

export function CleanerApplicationSection() {
  const [submitted, setSubmitted] = useState(false);
  return (
    <section className={layout.section({ tone: 'plain' })} id={CLEANER_FORM_ID}>
      <div className={layout.container}>
        <SectionHeading eyebrow="Apply in 2 minutes" title="Become a retail partner" focusTarget />
        <div className={css.formPanel}>{submitted ? <CleanerConfirmation /> : <CleanerApplicationForm onSubmitted={() => setSubmitted(true)} />}</div>
      </div>
    </section>
  );
}
