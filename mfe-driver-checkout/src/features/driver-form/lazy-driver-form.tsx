import { deferredSection } from '@minibar/ui';
import * as css from './driver-form.css';
import { loadFormLibrariesInTurns } from '@minibar/forms/load-in-turns';

function FormPlaceholder() {
  return (
    <div className={`${css.panel} ${css.placeholder}`} aria-busy="true">
      <p>Loading the sign-up form…</p>
    </div>
  );
}

// The form, every field and label, is in the server HTML; its code (zod, react-hook-form,
// the phone rules: most of the remote's code) loads when the visitor nears it.
export const LazyDriverForm = deferredSection(() => import('./driver-form').then((module) => ({ default: module.DriverForm })), {
  fallback: <FormPlaceholder />,
  // The libraries it is built on first, each in a task of its own.
  loadFirst: loadFormLibrariesInTurns,
});
