import { useEffect } from 'react';
import { isNotFound, pageEntryFor } from '@minibar/site-config';
import { prefetchPage } from '../remotes/remote-page';

/** The site's page a link goes to, when it is one this window would open itself. */
export function pageOfLink(target: EventTarget | null) {
  const link = target instanceof Element ? target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self') || link.hasAttribute('download')) return undefined;
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin || isNotFound(url.pathname)) return undefined;
  return pageEntryFor(url.pathname);
}

function prefetchLinkedPage(target: EventTarget | null): void {
  const page = pageOfLink(target);
  if (page) prefetchPage(page);
}

/** The visitor asked the browser to save data: only a pointer or the keyboard on a link fetches its page. */
function savesData(): boolean {
  return Boolean((navigator as { connection?: { saveData?: boolean } }).connection?.saveData);
}

/**
 * A page's code is fetched before the visitor follows a link to it: when a pointer rests on
 * the link, when it takes the keyboard's focus, or, for a link in the page's own content, when
 * it comes into view (once the browser is idle, and each link once). The navigation and the
 * footer link every page from every page: their links wait for the pointer or the keyboard.
 */
export function usePagePrefetch(): void {
  useEffect(() => {
    const onIntent = (event: Event) => prefetchLinkedPage(event.target);
    document.addEventListener('pointerover', onIntent, { passive: true });
    document.addEventListener('focusin', onIntent);
    const stopWatching = savesData() ? () => {} : watchLinksInView();
    return () => {
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('focusin', onIntent);
      stopWatching();
    };
  }, []);
}

function watchLinksInView(): () => void {
  const inView = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      inView.unobserve(entry.target);
      prefetchLinkedPage(entry.target);
    }
  });
  const watch = (root: Element) => {
    if (root.matches('a[href]')) inView.observe(root);
    root.querySelectorAll('a[href]').forEach((link) => inView.observe(link));
  };
  const added = new MutationObserver((records) => {
    for (const record of records) record.addedNodes.forEach((node) => node instanceof Element && watch(node));
  });
  const start = () => {
    const content = document.getElementById('main');
    if (!content) return;
    watch(content);
    added.observe(content, { childList: true, subtree: true });
  };
  // Safari has no idle callback: a task of its own there.
  const idle = typeof requestIdleCallback === 'function' ? requestIdleCallback(start) : undefined;
  const later = idle === undefined ? setTimeout(start, 0) : undefined;
  return () => {
    if (idle !== undefined) cancelIdleCallback(idle);
    clearTimeout(later);
    inView.disconnect();
    added.disconnect();
  };
}
