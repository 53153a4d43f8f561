import { lazy, useState } from 'react';
import { CircleCheck } from 'lucide-react';
import { Link } from 'react-router-dom';
import { button, layout } from 'shared-ui';
import { SectionHeading } from '../shared/section-heading';
import { DeferredForm } from '../shared/deferred-form';
import * as css from '../shared/page.css';
import * as formCss from '../shared/form.css';
import { CLEANER_FORM_ID, CLEANER_MESSAGES } from './cleaner-content';

const CleanerApplicationForm = lazy(() =>
  import('./cleaner-application-form').then((m) => ({ default: m.CleanerApplicationForm })),
);

function CleanerConfirmation() {
  return (
    <div className={formCss.successPanel} role="status">
      <span className={formCss.successIcon}>
        <CircleCheck size={36} aria-hidden="true" />
      </span>
      <h3 className={formCss.successTitle}>{CLEANER_MESSAGES.successTitle}</h3>
      <p>{CLEANER_MESSAGES.successText}</p>
      <Link to="/" className={button({ tone: 'brand' })}>
        {CLEANER_MESSAGES.homeLink}
      </Link>
    </div>
  );
}

export function CleanerApplicationSection() {
  const [submitted, setSubmitted] = useState(false);
  return (
    <section className={layout.section({ tone: 'plain' })} id={CLEANER_FORM_ID}>
      <div className={layout.container}>
        <SectionHeading eyebrow="Apply in 2 minutes" title="Become a retail partner" focusTarget />
        <div className={css.formPanel}>
          {submitted ? <CleanerConfirmation /> : <DeferredForm
              form={CleanerApplicationForm}
              placeholderClassName={formCss.cleanerPlaceholder}
              props={{ onSubmitted: () => setSubmitted(true) }}
            />}
        </div>
      </div>
    </section>
  );
}
