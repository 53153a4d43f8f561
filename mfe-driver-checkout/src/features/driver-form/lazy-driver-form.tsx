import { lazy, Suspense, useRef } from 'react';
import { useNearViewport } from '../drivers-landing/use-near-viewport';
import * as css from './driver-form.css';

// The form brings zod, react-hook-form and the phone rules (most of the remote's code);
// it loads when the visitor nears it, keeping /drivers' first load small (issue 6 targets).
const DriverForm = lazy(() => import('./driver-form').then((module) => ({ default: module.DriverForm })));

function FormPlaceholder() {
  return (
    <div className={`${css.panel} ${css.placeholder}`} aria-busy="true">
      <p>Loading the sign-up form…</p>
    </div>
  );
}

export function LazyDriverForm() {
  const anchor = useRef<HTMLDivElement>(null);
  const near = useNearViewport(anchor);
  return (
    <div ref={anchor}>
      {near ? (
        <Suspense fallback={<FormPlaceholder />}>
          <DriverForm />
        </Suspense>
      ) : (
        <FormPlaceholder />
      )}
    </div>
  );
}
