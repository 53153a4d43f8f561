import { lazy, memo, Suspense, useEffect, useRef, type ComponentProps, type ComponentType, type ReactNode, type RefObject } from 'react';

/** Start loading a section's code this far before it scrolls into view. */
const NEAR_VIEWPORT_MARGIN = '800px 0px';
/** Without an earlier reason, load once the browser is idle, at the latest after this. */
const IDLE_TIMEOUT_MS = 3000;
/**
 * A visitor reaching into a section wants it now: these load it at once. The page's early
 * input script sends 'deferred-section:wanted' for a press or an edit it holds for the section.
 */
const INTERACTION_EVENTS = ['pointerdown', 'focusin', 'keydown', 'input', 'deferred-section:wanted'] as const;

interface Gate {
  open: () => void;
  opened: Promise<void>;
}

function createGate(): Gate {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

/**
 * True while the browser hydrates the page the server rendered. The shell marks the
 * document ready once hydrated; a page rendered in the browser (a later navigation, a
 * remote on its own) has nothing to keep and loads its sections at once.
 */
function isHydratingServerPage(): boolean {
  if (typeof document === 'undefined') return false;
  return document.documentElement.dataset.appReady !== 'true' && document.getElementById('ssr-state') !== null;
}

function whenIdle(callback: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(callback, IDLE_TIMEOUT_MS);
  return () => clearTimeout(timer);
}

/** Opens the gate when the element nears the viewport, the browser is idle, or the visitor reaches into it. */
function useOpenWhenWanted(gate: Gate) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      gate.open();
      return;
    }
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && gate.open(), {
      rootMargin: NEAR_VIEWPORT_MARGIN,
    });
    observer.observe(element);
    INTERACTION_EVENTS.forEach((type) => element.addEventListener(type, gate.open, { capture: true, passive: true }));
    const cancelIdle = whenIdle(gate.open);
    return () => {
      observer.disconnect();
      INTERACTION_EVENTS.forEach((type) => element.removeEventListener(type, gate.open, { capture: true }));
      cancelIdle();
    };
  }, [gate]);
  return ref;
}

/**
 * Committed together with the section's content: from then on its controls respond, which
 * the page's early input script reads (data-hydrated) before it hands over held presses.
 */
function MarkHydrated({ section }: { section: RefObject<HTMLDivElement | null> }) {
  useEffect(() => {
    section.current?.setAttribute('data-hydrated', 'true');
  }, [section]);
  return null;
}

export interface DeferredSectionOptions {
  /** Shown only when the section renders in the browser without server HTML and its code is on its way. */
  fallback?: ReactNode;
  /** Class of the wrapper element the section is rendered in. */
  className?: string;
}

/**
 * A part of a page whose code is deferred but whose content is not. The server renders
 * it in full; in the browser its server HTML stays in place, visible and readable, while
 * its code loads when it nears the viewport, when the browser is idle or as soon as the
 * visitor reaches into it. React then hydrates it (first, if the visitor is interacting
 * with it). On a page rendered in the browser the code loads at once.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component, whatever its props
export function deferredSection<C extends ComponentType<any>>(
  load: () => Promise<{ default: C }>,
  { fallback = null, className }: DeferredSectionOptions = {},
): ComponentType<ComponentProps<C>> {
  type P = ComponentProps<C>;
  const gate = createGate();
  // The server renders everything at once: its gate is open from the start.
  if (typeof window === 'undefined') gate.open();
  const Part = lazy(() => gate.opened.then(load)) as unknown as ComponentType<P>;

  function DeferredSection(props: P) {
    if (!isHydratingServerPage()) gate.open();
    const ref = useOpenWhenWanted(gate);
    return (
      <div ref={ref} className={className} data-deferred-section="">
        {/* While hydrating, React keeps the server HTML of a boundary that is still waiting. */}
        <Suspense fallback={fallback}>
          <Part {...props} />
          <MarkHydrated section={ref} />
        </Suspense>
      </div>
    );
  }
  // A parent re-rendering with the same props must not force the waiting boundary to
  // give up its server HTML.
  return memo(DeferredSection) as unknown as ComponentType<P>;
}
