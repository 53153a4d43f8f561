import { createContext, useContext, useLayoutEffect, useRef, useState, useTransition, type ReactNode } from 'react';
import { Router, UNSAFE_createBrowserHistory as createBrowserHistory, type Location, type NavigationType } from 'react-router-dom';
import { canonicalPath } from '@minibar/site-config';

type BrowserHistory = ReturnType<typeof createBrowserHistory>;

const NavigationPending = createContext(false);

/** True while the router moves to a page that cannot render yet (its remote's code is on its way). */
export function useNavigationPending(): boolean {
  return useContext(NavigationPending);
}

/**
 * The browser's router, each move a transition: the page on screen stays, and stays usable,
 * until the next page can render, and then the address's page, its meta and its scroll
 * position change together. `useNavigationPending` says a move is under way meanwhile. An
 * address in another spelling is replaced by the page's one address before anything renders.
 */
export function TransitionRouter({ children }: { children: ReactNode }) {
  const history = useRef<BrowserHistory>(undefined);
  history.current ??= createBrowserHistory({ v5Compat: true });
  const [state, setState] = useState<{ action: NavigationType; location: Location }>({
    action: history.current.action,
    location: history.current.location,
  });
  const [pending, startTransition] = useTransition();

  useLayoutEffect(
    () =>
      history.current!.listen(({ action, location }) => {
        // A page reached under another spelling moves to its one address, as the server sends it.
        const canonical = canonicalPath(location.pathname);
        if (canonical) history.current!.replace({ pathname: canonical, search: location.search, hash: location.hash }, location.state);
        else startTransition(() => setState({ action, location }));
      }),
    [],
  );

  return (
    <NavigationPending.Provider value={pending}>
      <Router location={state.location} navigationType={state.action} navigator={history.current}>
        {children}
      </Router>
    </NavigationPending.Provider>
  );
}
