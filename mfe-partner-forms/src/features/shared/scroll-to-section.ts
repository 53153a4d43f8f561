function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/**
 * Smoothly scrolls to a section of this page (its scroll-margin keeps it clear of the
 * navigation) and moves keyboard focus there, so the next Tab lands in the form.
 */
export function scrollToSection(id: string): void {
  const target = document.getElementById(id);
  if (!target) return;
  target.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  const focusTarget = target.querySelector<HTMLElement>('[data-section-focus]') ?? target;
  focusTarget.focus({ preventScroll: true });
}
