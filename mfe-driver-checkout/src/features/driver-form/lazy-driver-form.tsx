import { deferredSection } from '@minibar/ui';
import * as css from './driver-form.css';

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
  // Its phone field's library first, in a task of its own.
  loadFirst: () => import('@minibar/contracts/phone-number'),
});
