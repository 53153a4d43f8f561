import { useCallback } from 'react';
import { useLocation, useNavigate } from './navigation';
import { AFTER_NAVIGATION_DELAY_MS, scrollToSection } from './hash-navigation';

/** Follows a '#section' item: on the home page scroll there; elsewhere go home first. */
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
        navigate({ pathname: '/', hash: id });
        setTimeout(() => scrollToSection(id), AFTER_NAVIGATION_DELAY_MS);
      }
    },
    [navigate, pathname],
  );
}
