import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { BRAND_FONT_ATTRIBUTE, BRAND_FONT_FAMILY } from '@minibar/ui/brand-font';

/** Noted once this browser holds the font file; the page's head script reads it. */
const HELD_NOTE = { key: 'brand-font', value: 'held' } as const;

/** The brand font's faces, from the page's stylesheet. */
const BRAND_FACE = `1em "${BRAND_FONT_FAMILY}"`;

/**
 * The brand font on a page first drawn in its fallback. Such a page keeps the fallback, which
 * takes the same room: switching a whole page's text to another font restyles and lays out
 * every element, a task far over 50 ms on a phone, and again when the file arrives. Once the
 * page works and the browser is idle, the file is fetched and noted, so the next page the
 * browser loads is drawn in the brand font from its first paint, and the next page this one
 * moves to takes the font as it renders.
 */
export function useBrandFont(): void {
  const { pathname } = useLocation();
  const loaded = useRef(false);

  useEffect(() => {
    const root = document.documentElement;
    if (root.hasAttribute(BRAND_FONT_ATTRIBUTE) || !document.fonts) return;
    let live = true;
    const fetchFont = () => {
      document.fonts.load(BRAND_FACE).then(
        (faces) => {
          if (!live || !faces.length) return;
          loaded.current = true;
          try {
            window.localStorage.setItem(HELD_NOTE.key, HELD_NOTE.value);
          } catch {
            // Storage refused: the next page loaded is drawn in the fallback too.
          }
        },
        () => {},
      );
    };
    // Safari has no idle callback: a task of its own there.
    const idle = typeof requestIdleCallback === 'function' ? requestIdleCallback(fetchFont) : undefined;
    const later = idle === undefined ? setTimeout(fetchFont, 0) : undefined;
    return () => {
      live = false;
      if (idle !== undefined) cancelIdleCallback(idle);
      clearTimeout(later);
    };
  }, []);

  // A move inside the site draws a new page anyway: it takes the font with it, in the same frame.
  useLayoutEffect(() => {
    const root = document.documentElement;
    if (loaded.current && !root.hasAttribute(BRAND_FONT_ATTRIBUTE)) root.setAttribute(BRAND_FONT_ATTRIBUTE, 'after-move');
  }, [pathname]);
}
