import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useHashLink } from '@minibar/ui';
import { pageOfLink } from './use-page-prefetch';

/** A press the browser would follow in this window: the main button, no key held that asks for another window or a download. */
function isPlainPress(event: MouseEvent): boolean {
  return !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * The links in parts of the page that are never hydrated are plain links: a press on one
 * that leads to another of the site's pages moves there through the router, as a hydrated
 * link does, instead of loading the whole site again. A link to a section of the home page
 * goes there as the navigation's section links do; one to a place on the page already shown
 * is left to the browser.
 */
export function useStaticLinks(): void {
  const navigate = useNavigate();
  const followHash = useHashLink();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('[data-static-part] a[href]') : null;
      if (!isPlainPress(event) || !(link instanceof HTMLAnchorElement) || !pageOfLink(link)) return;
      const url = new URL(link.href);
      const samePage = url.pathname === window.location.pathname && url.search === window.location.search;
      if (url.hash && samePage) return;
      event.preventDefault();
      if (url.hash && url.pathname === '/' && !url.search) followHash(url.hash);
      else navigate(`${url.pathname}${url.search}${url.hash}`);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [navigate, followHash]);
}
