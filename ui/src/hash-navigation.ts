/** Scroll offset, retries and thresholds of the hash items. */
export const SECTION_GAP_PX = 20;
export const FIRST_ATTEMPT_DELAY_MS = 50;
export const RETRY_INTERVAL_MS = 100;
export const MAX_ATTEMPTS = 10;
export const SCROLL_TOP_FIRST_ABOVE_PX = 300;
export const AFTER_NAVIGATION_DELAY_MS = 100;
/** How long a scroll to a section follows it while parts of the page above it are still drawn. */
export const SETTLE_MS = 3000;

function navHeight(): number {
  return document.querySelector<HTMLElement>('[data-site-nav]')?.offsetHeight ?? 0;
}

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

function scrollTo(target: HTMLElement): void {
  const top = target.getBoundingClientRect().top + window.scrollY - navHeight() - SECTION_GAP_PX;
  window.scrollTo({ top, behavior: prefersReducedMotion() ? 'instant' : 'smooth' });
}

/** Parts of the page above the target whose content is still on its way: when it comes, the target moves down. */
function waitingAbove(target: HTMLElement): Element[] {
  return [...document.querySelectorAll('[data-deferred-section]:not([data-hydrated])')].filter(
    (section) => section.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_FOLLOWING,
  );
}

/** What the visitor does to scroll: a page's own late scroll must not fight it. */
const VISITOR_SCROLLS = ['wheel', 'touchmove', 'keydown'] as const;

/**
 * On a page drawn in the browser, sections above the target may get their content after the
 * scroll and push the target out of view: when the last of them is drawn, the scroll goes to
 * the target again, unless the visitor has scrolled meanwhile or it takes over 3 s.
 */
function followWhileAboveIsDrawn(target: HTMLElement): void {
  if (waitingAbove(target).length === 0) return;
  const stop = () => {
    observer.disconnect();
    clearTimeout(timeout);
    VISITOR_SCROLLS.forEach((type) => window.removeEventListener(type, stop));
  };
  const observer = new MutationObserver(() => {
    if (waitingAbove(target).length > 0) return;
    stop();
    scrollTo(target);
  });
  observer.observe(document.body, { subtree: true, attributeFilter: ['data-hydrated'] });
  const timeout = setTimeout(stop, SETTLE_MS);
  VISITOR_SCROLLS.forEach((type) => window.addEventListener(type, stop, { passive: true }));
}

/**
 * Scrolls to the section with this id, offset by the navigation height plus 20 px.
 * The section may not be rendered yet: first try after 50 ms, then every 100 ms, up to
 * 10 tries, then a console message only.
 */
export function scrollToSection(id: string): void {
  if (window.scrollY > SCROLL_TOP_FIRST_ABOVE_PX) window.scrollTo({ top: 0, behavior: 'instant' });
  let attempts = 0;
  const attempt = () => {
    attempts += 1;
    const target = document.getElementById(id);
    if (target) {
      scrollTo(target);
      followWhileAboveIsDrawn(target);
      return;
    }
    if (attempts >= MAX_ATTEMPTS) {
      console.warn(`Section "#${id}" was not found after ${MAX_ATTEMPTS} attempts.`);
      return;
    }
    setTimeout(attempt, RETRY_INTERVAL_MS);
  };
  setTimeout(attempt, FIRST_ATTEMPT_DELAY_MS);
}
