import {
  lazy,
  memo,
  Suspense,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentProps,
  type ComponentType,
  type ReactNode,
  type RefObject,
} from 'react';
import * as css from './deferred-section.css';

/**
 * Start loading a section's code this far before it scrolls into view. A section the
 * visitor never comes near never costs its code: its server HTML is readable and its
 * forms post without it.
 */
const NEAR_VIEWPORT_MARGIN = '800px 0px';
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

/** After a failed fetch of a section's code, the next try waits this long, doubling up to the maximum, unless the visitor asks sooner. */
const FIRST_RETRY_MS = 2_000;
const MAX_RETRY_MS = 30_000;

/**
 * When a section's code is wanted: once (the first time opens it for good), and again at
 * every later approach or reach into it, which is when a fetch that failed is tried again.
 */
class Demand {
  private readonly first = createGate();
  private next = createGate();
  readonly opened = this.first.opened;

  want = () => {
    this.first.open();
    this.next.open();
    this.next = createGate();
  };

  /** Resolves at the next time the section is wanted, or after `ms`. */
  wantedAgain(ms: number): Promise<void> {
    return new Promise((resolve) => {
      setTimeout(resolve, ms);
      void this.next.opened.then(resolve);
    });
  }
}

/**
 * Fetches the section's code until it arrives. A fetch that fails (a phone losing its network)
 * is logged and tried again later; until then the promise stays pending, so the section keeps
 * showing its server HTML, readable and with its forms posting without the code, instead of
 * giving way to an error.
 */
async function loadPatiently<T>(load: () => Promise<T>, demand: Demand): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await load();
    } catch (error) {
      console.error('A part of the page could not be loaded; it will be tried again.', error);
      await demand.wantedAgain(Math.min(FIRST_RETRY_MS * 2 ** attempt, MAX_RETRY_MS));
    }
  }
}

/**
 * Whether the section still shows the HTML the server sent, waiting to be hydrated: then its
 * code can wait. A section the browser renders itself (a later navigation, a remote on its
 * own) shows its fallback or nothing, and loads its code at once.
 */
function showsServerHtml(element: HTMLElement): boolean {
  return element.firstElementChild !== null && element.querySelector(':scope > [data-deferred-fallback]') === null;
}

/**
 * Whether the document came from the site's server render. A page rendered without one (a
 * remote opened on its own, a render in a test) has no server HTML to keep.
 */
function isServerRenderedDocument(): boolean {
  return typeof document !== 'undefined' && document.getElementById('ssr-state') !== null;
}

/** The section's server HTML as the page received it, kept in case React must draw the section before its code is here. */
interface ServerHtml {
  html: string | null;
}

/** Wants the section's code when the element nears the viewport (unless `whenNear` is off) or the visitor reaches into it. */
function useOpenWhenWanted(demand: Demand, serverHtml: ServerHtml, whenNear: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (element && showsServerHtml(element)) serverHtml.html = element.innerHTML;
    if (!element || typeof IntersectionObserver === 'undefined' || !showsServerHtml(element)) {
      demand.want();
      return;
    }
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && demand.want(), {
      rootMargin: NEAR_VIEWPORT_MARGIN,
    });
    if (whenNear) observer.observe(element);
    INTERACTION_EVENTS.forEach((type) => element.addEventListener(type, demand.want, { capture: true, passive: true }));
    return () => {
      observer.disconnect();
      INTERACTION_EVENTS.forEach((type) => element.removeEventListener(type, demand.want, { capture: true }));
    };
  }, [demand, serverHtml, whenNear]);
  return ref;
}

/** The section's server HTML as the page received it, and the height of what the browser drew in its place while its code was on its way. */
interface SectionState extends ServerHtml {
  drawnHeight: number | null;
}

/**
 * What the section shows while its code is on its way. React draws a section before its code
 * is here when the page changes around it before it was hydrated (a link to a '#section' or the
 * back button, handled at once during the browser's history event): then the visitor keeps
 * seeing its server HTML, the same size and in the same place, instead of a gap. A section
 * the server did not render shows the page's fallback, whose height is noted so that the
 * content taking its place does not move what the visitor is looking at.
 */
function WaitingSection({ state, fallback }: { state: SectionState; fallback: ReactNode }) {
  const drawn = useRef<HTMLDivElement>(null);
  // The whole section's height (the fallback's wrapper), as it is measured once the content is in.
  useLayoutEffect(() => {
    const section = drawn.current?.parentElement;
    if (section) state.drawnHeight = section.getBoundingClientRect().height;
  });
  if (state.html !== null) {
    return <div data-deferred-fallback="" className={css.serverHtmlCopy} dangerouslySetInnerHTML={{ __html: state.html }} />;
  }
  return (
    <div data-deferred-fallback="" ref={drawn}>
      {fallback}
    </div>
  );
}

/**
 * Keeps the view where it is when a section the browser drew as its fallback, wholly above the
 * view, gets its content and changes height: the document has no scroll anchoring (it moved a
 * shared link's position during start-up), so without this a field the page had just brought
 * into view and focused would be pushed out of it.
 */
function keepViewBelow(section: HTMLDivElement, state: SectionState): void {
  const before = state.drawnHeight;
  state.drawnHeight = null;
  if (before === null) return;
  const { top, height } = section.getBoundingClientRect();
  if (top + before > 0 || height === before) return;
  window.scrollBy({ top: height - before, behavior: 'instant' });
}

/**
 * Committed together with the section's content: from then on its controls respond, which
 * the page's early input script reads (data-hydrated) before it hands over held presses.
 */
function MarkHydrated({ section, state }: { section: RefObject<HTMLDivElement | null>; state: SectionState }) {
  useLayoutEffect(() => {
    if (section.current) keepViewBelow(section.current, state);
  }, [section, state]);
  useEffect(() => {
    section.current?.setAttribute('data-hydrated', 'true');
  }, [section]);
  return null;
}

export interface DeferredSectionOptions {
  /** Shown only when the section is drawn in the browser without server HTML and its code is on its way. */
  fallback?: ReactNode;
  /** Class of the wrapper element the section is rendered in. */
  className?: string;
  /**
   * Whether the code loads as the section nears the viewport (the default). Off for a part that
   * never responds to the visitor, such as a picture: on a page the server rendered its code
   * then loads only if the visitor reaches into it, and a page drawn in the browser loads it at once.
   */
  loadWhenNear?: boolean;
  /**
   * What the section's code imports that is large (a form's libraries), loaded and evaluated
   * first, in a task or tasks of its own. The browser then has a turn for input and paint
   * before the rest is evaluated: on a phone, one task evaluating all of a form's code took
   * 100-140 ms.
   */
  loadFirst?: () => Promise<unknown>;
}

/** Ends the current task: what comes after runs in a later one. */
const nextTurn = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * A part of a page whose code is deferred but whose content is not. The server renders
 * it in full; in the browser its server HTML stays in place, visible and readable, while
 * its code loads when it nears the viewport or as soon as the visitor reaches into it. React then hydrates it (first, if the visitor is interacting
 * with it). On a page rendered in the browser the code loads at once.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component, whatever its props
export function deferredSection<C extends ComponentType<any>>(
  load: () => Promise<{ default: C }>,
  { fallback = null, className, loadWhenNear = true, loadFirst }: DeferredSectionOptions = {},
): ComponentType<ComponentProps<C>> {
  type P = ComponentProps<C>;
  const demand = new Demand();
  const loadInTurns = loadFirst ? () => loadFirst().then(nextTurn).then(load) : load;
  // The server renders everything at once: the code is wanted from the start.
  if (typeof window === 'undefined') demand.want();
  // On the server a failure is final: the page's remote boundary renders its fallback.
  const Part = lazy(() =>
    demand.opened.then(() => (typeof window === 'undefined' ? load() : loadPatiently(loadInTurns, demand))),
  ) as unknown as ComponentType<P>;

  function DeferredSection(props: P) {
    if (!isServerRenderedDocument()) demand.want();
    const [state] = useState<SectionState>(() => ({ html: null, drawnHeight: null }));
    const ref = useOpenWhenWanted(demand, state, loadWhenNear);
    return (
      <div ref={ref} className={className} data-deferred-section="">
        {/* While hydrating, React keeps the server HTML of a boundary that is still waiting. */}
        <Suspense fallback={<WaitingSection state={state} fallback={fallback} />}>
          <Part {...props} />
          <MarkHydrated section={ref} state={state} />
        </Suspense>
      </div>
    );
  }
  // A parent re-rendering with the same props must not force the waiting boundary to
  // give up its server HTML.
  return memo(DeferredSection) as unknown as ComponentType<P>;
}
