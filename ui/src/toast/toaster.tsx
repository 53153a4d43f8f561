import { useEffect, useState, type ComponentType } from 'react';
import { useToastStore } from './toast-store';

/**
 * Shown once, by the shell. Nothing is rendered, and no toast code (Radix's viewport, swipe,
 * hotkey and announcements) loaded, until the first toast; from then on the region stays,
 * reachable with F8. If that code cannot be fetched (a toast often reports a network that
 * failed), the page is left as it is and the next toast tries again.
 */
export function Toaster() {
  const latestToast = useToastStore((s) => s.toasts[0]?.id);
  const [Viewport, setViewport] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (latestToast === undefined || Viewport) return;
    let current = true;
    import('./toast-viewport').then(
      (module) => current && setViewport(() => module.default),
      (error: unknown) => console.error('The notifications could not be loaded.', error),
    );
    return () => {
      current = false;
    };
  }, [latestToast, Viewport]);
  return Viewport ? <Viewport /> : null;
}
