import { CircleCheck } from 'lucide-react';
import { Link } from 'react-router-dom';
import { button } from 'shared-ui';
import * as formCss from '../shared/form.css';
import { CLEANER_MESSAGES } from './cleaner-content';

/** Shown in place of the form once the application is stored: 'Application Submitted!' and a way home. */
export function CleanerConfirmation() {
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
