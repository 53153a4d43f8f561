import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { analytics, metaForPath, scrollToSection, useMetaOverrideStore } from '@minibar/ui';
import { pageEntryFor } from '@minibar/site-config';

function setMeta(selector: string, attribute: 'name' | 'property', key: string, content: string) {
  let element = document.head.querySelector<HTMLMetaElement>(selector);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.appendChild(element);
  }
  element.content = content;
}

/** Set by the page's first inline script when the visitor scrolls before the site's code runs. */
function visitorHasScrolled(): boolean {
  return document.documentElement.dataset.visitorScrolled === 'true';
}

const useIsomorphicLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

/** On every route change: title, description, share and robots meta set, the window back at the top. */
export function useRouteMeta(): void {
  const { pathname, hash } = useLocation();
  const override = useMetaOverrideStore((s) => (s.override?.path === pathname ? s.override.meta : null));

  useIsomorphicLayoutEffect(() => {
    const meta = override ?? metaForPath(pathname);
    document.title = meta.title;
    setMeta('meta[name="description"]', 'name', 'description', meta.description);
    setMeta('meta[property="og:title"]', 'property', 'og:title', meta.title);
    setMeta('meta[property="og:description"]', 'property', 'og:description', meta.description);
    if (override?.image) setMeta('meta[property="og:image"]', 'property', 'og:image', override.image);
    else document.head.querySelector('meta[property="og:image"]')?.remove();
    // The not-found answer and the paywall demonstration stay out of search results.
    if (pageEntryFor(pathname).noindex) setMeta('meta[name="robots"]', 'name', 'robots', 'noindex');
    else document.head.querySelector('meta[name="robots"]')?.remove();
  }, [pathname, override]);

  useEffect(() => {
    analytics.pageView(pathname, document.title);
  }, [pathname]);

  const firstRender = useRef(true);
  useEffect(() => {
    if (!firstRender.current) {
      // A navigation inside the site starts at the top; hash items are driven by useHashLink.
      window.scrollTo({ top: 0, behavior: 'instant' });
      return;
    }
    firstRender.current = false;
    // The first page is where the visitor may already have scrolled while it loaded: start-up
    // never moves the window.
    // A section in the server HTML is where the browser itself goes for a hash (each section's
    // scroll margin keeps it clear of the navigation); one the server could not render is
    // looked for once it is.
    const id = hash.slice(1);
    if (id && !document.getElementById(id) && !visitorHasScrolled()) scrollToSection(id);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs on a new path only; a new hash is the hash link's
  }, [pathname]);
}
