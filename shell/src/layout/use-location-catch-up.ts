import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * Brings the router to the browser's location once it listens. The router reads the location
 * when it first renders but hears Back and Forward only from its first commit on; hydrating a
 * page takes a while on a phone, and a Back pressed meanwhile would leave the page showing the
 * entry it started on under the address of another.
 */
export function useLocationCatchUp(): void {
  const navigate = useNavigate();
  const first = useLocation();

  useEffect(() => {
    const { pathname, search, hash } = window.location;
    if (pathname === first.pathname && search === first.search && hash === first.hash) return;
    const state = (window.history.state as { usr?: unknown } | null)?.usr;
    navigate({ pathname, search, hash }, { replace: true, state });
    // Once, after the first commit: later moves reach the router as they happen.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once, after the first commit
  }, []);
}
