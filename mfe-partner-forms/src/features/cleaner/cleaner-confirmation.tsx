import { ApplicationConfirmation } from '../shared/success-panel';
import { CLEANER_MESSAGES } from './cleaner-content';

/** Shown in place of the form once the application is stored: 'Application Submitted!' and a way home. */
export function CleanerConfirmation({ reveal }: { reveal: boolean }) {
  return (
    <ApplicationConfirmation title={CLEANER_MESSAGES.successTitle} text={CLEANER_MESSAGES.successText} next={CLEANER_MESSAGES.next} reveal={reveal} />
  );
}
