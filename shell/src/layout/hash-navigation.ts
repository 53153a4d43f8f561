/** Scroll offset, retries and thresholds of the hash items. */
export const SECTION_GAP_PX = 20;
export const FIRST_ATTEMPT_DELAY_MS = 50;
export const RETRY_INTERVAL_MS = 100;
export const MAX_ATTEMPTS = 10;
export const SCROLL_TOP_FIRST_ABOVE_PX = 300;
export const AFTER_NAVIGATION_DELAY_MS = 100;

function navHeight(): number {
  return document.querySelector<HTMLElement>('[data-site-nav]')?.offsetHeight ?? 0;
}

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
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
      const top = target.getBoundingClientRect().top + window.scrollY - navHeight() - SECTION_GAP_PX;
      window.scrollTo({ top, behavior: prefersReducedMotion() ? 'instant' : 'smooth' });
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
