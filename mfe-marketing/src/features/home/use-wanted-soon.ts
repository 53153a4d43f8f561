import { useEffect, useState, type RefObject } from 'react';

/** How far below the viewport a deferred part starts loading. */
const PRELOAD_MARGIN = '800px 0px';
const FIRST_INTERACTION_EVENTS = ['keydown', 'pointerdown', 'touchstart'] as const;

/**
 * True once the element comes near the viewport or the visitor first interacts with
 * the page (a keyboard user tabbing towards the form must find it there). Keeps the
 * heavy parts below the fold (form validation, tabs) out of the first load; false
 * during server rendering and hydration, so both render the same placeholder.
 */
export function useWantedSoon(ref: RefObject<HTMLElement | null>): boolean {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (wanted) return;
    const want = () => setWanted(true);
    FIRST_INTERACTION_EVENTS.forEach((type) => window.addEventListener(type, want, { once: true, passive: true }));
    const observer =
      typeof IntersectionObserver === 'undefined'
        ? null
        : new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && want(), { rootMargin: PRELOAD_MARGIN });
    if (ref.current && observer) observer.observe(ref.current);
    if (!observer) want();
    return () => {
      observer?.disconnect();
      FIRST_INTERACTION_EVENTS.forEach((type) => window.removeEventListener(type, want));
    };
  }, [ref, wanted]);
  return wanted;
}
