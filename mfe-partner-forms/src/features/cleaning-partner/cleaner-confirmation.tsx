import { SuccessPanel } from '../shared/success-panel';
import { CLEANER_SUCCESS } from './cleaner-content';

/** Shown in place of the form once the application is stored: 'Application Submitted!' and a way home. */
export function CleanerConfirmation() {
  return <SuccessPanel {...CLEANER_SUCCESS} />;
}
