import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { analytics, metaForPath, useMetaOverrideStore } from 'shared-ui';
import { scrollToSection } from './hash-navigation';

function setMeta(selector: string, attribute: 'name' | 'property', key: string, content: string) {
  let element = document.head.querySelector<HTMLMetaElement>(selector);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.appendChild(element);
  }
  element.content = content;
}

const useIsomorphicLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

/** On every route change: title, description and share meta set, the window back at the top. */
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
  }, [pathname, override]);

  useEffect(() => {
    analytics.pageView(pathname, document.title);
  }, [pathname]);

  const firstRender = useRef(true);
  useEffect(() => {
    // A hash in the first address (a shared link) is followed once the page has rendered;
    // later hash items are driven by useHashLink.
    if (firstRender.current && hash) scrollToSection(hash.slice(1));
    else window.scrollTo({ top: 0, behavior: 'instant' });
    firstRender.current = false;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
}
