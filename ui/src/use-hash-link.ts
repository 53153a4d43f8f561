import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate } from './navigation';
import { AFTER_NAVIGATION_DELAY_MS, scrollToSection } from './hash-navigation';

/**
 * A section a hash link asked for from another page. Kept here, not in the link: the page
 * that had the link is gone by the time the home page shows.
 */
let sectionAfterNavigation: string | null = null;

/**
 * Scrolls to the section a hash link asked for from another page, 100 ms after the home page
 * shows. Its code may take seconds to arrive on a phone, longer than the section's own retries
 * would wait from the press. Used once, by the frame around every page.
 */
export function useSectionAfterNavigation(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (sectionAfterNavigation === null) return;
    // The visitor moved to another page before the home page showed: the section is no longer wanted.
    if (pathname !== '/') {
      sectionAfterNavigation = null;
      return;
    }
    const timer = setTimeout(() => {
      const id = sectionAfterNavigation;
      sectionAfterNavigation = null;
      if (id !== null) scrollToSection(id);
    }, AFTER_NAVIGATION_DELAY_MS);
    return () => clearTimeout(timer);
  }, [pathname]);
}

/** Follows a '#section' item: on the home page scroll there; elsewhere go home first (see useSectionAfterNavigation). */
export function useHashLink(): (hash: string) => void {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useCallback(
    (hash: string) => {
      const id = hash.replace(/^#/, '');
      if (pathname === '/') {
        navigate({ hash: id }, { preventScrollReset: true });
        scrollToSection(id);
      } else {
        sectionAfterNavigation = id;
        navigate({ pathname: '/', hash: id });
      }
    },
    [navigate, pathname],
  );
}
