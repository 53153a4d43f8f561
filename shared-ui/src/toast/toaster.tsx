import { lazy, Suspense, useState } from 'react';
import { useToastStore } from './toast-store';

/** The toasts' code (Radix's viewport, swipe, hotkey and announcements) loads with the first toast. */
const ToastViewport = lazy(() => import('./toast-viewport'));

/**
 * Shown once, by the shell. Nothing is rendered, and no toast code loaded, until the first toast;
 * from then on the region stays, reachable with F8.
 */
export function Toaster() {
  const hasToast = useToastStore((s) => s.toasts.length > 0);
  const [wanted, setWanted] = useState(false);
  if (hasToast && !wanted) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <ToastViewport />
    </Suspense>
  ) : null;
}
