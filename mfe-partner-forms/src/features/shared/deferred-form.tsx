import { Suspense, useEffect, useRef, useState, type ComponentType, type LazyExoticComponent, type RefObject } from 'react';
import * as css from './form.css';

/** Start fetching the form this far before it scrolls into view. */
const PREFETCH_MARGIN = '800px 0px';
/** Without an earlier reason, fetch the form once the browser is idle, at the latest after this. */
const IDLE_TIMEOUT_MS = 2000;

function whenIdle(callback: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(callback, IDLE_TIMEOUT_MS);
  return () => clearTimeout(timer);
}

/**
 * Loads once the page is idle or the form comes near the viewport, whichever is first:
 * the form's code (validation contracts, phone metadata, form state) stays out of the
 * first load, so the page paints and hydrates sooner.
 */
function useLoadWhenIdleOrNear(): [RefObject<HTMLDivElement | null>, boolean] {
  const ref = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (ready) return;
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setReady(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setReady(true), {
      rootMargin: PREFETCH_MARGIN,
    });
    observer.observe(element);
    const cancelIdle = whenIdle(() => setReady(true));
    return () => {
      observer.disconnect();
      cancelIdle();
    };
  }, [ready]);
  return [ref, ready];
}

interface DeferredFormProps<P extends object> {
  form: LazyExoticComponent<ComponentType<P>>;
  props: P;
  /** Roughly the form's height, so nothing jumps when it arrives. */
  placeholderClassName: string;
}

export function DeferredForm<P extends object>({ form: Form, props, placeholderClassName }: DeferredFormProps<P>) {
  const [ref, ready] = useLoadWhenIdleOrNear();
  const placeholder = (
    <div ref={ref} className={`${css.placeholder} ${placeholderClassName}`} aria-busy="true">
      Loading the application form…
    </div>
  );
  if (!ready) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <Form {...props} />
    </Suspense>
  );
}
