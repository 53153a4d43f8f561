import { createContext, createElement, useContext, useState, useSyncExternalStore, type ReactNode } from 'react';
import * as css from './static-part.css';

const neverChanges = () => () => {};

/**
 * True while React renders on the server or hydrates the server's HTML, false when the
 * browser renders the part itself (a later page, a part React draws afresh).
 */
function useRenderingServerHtml(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => false,
    () => true,
  );
}

/** Set by the browser's hydration of a page the server rendered: nowhere else is there server HTML to keep. */
const HydratingServerHtml = createContext(false);

/** Wraps the tree the browser hydrates over the server's HTML. */
export function HydratingServerHtmlProvider({ children }: { children: ReactNode }) {
  return createElement(HydratingServerHtml.Provider, { value: true }, children);
}

export interface StaticPartProps {
  /** Content with nothing to respond to: text, pictures, plain links. No state, effects or handlers. */
  children: ReactNode;
}

/**
 * A part of a page that never responds to the visitor. The server renders it in full; a
 * browser hydrating that HTML keeps it as it is, without running or hydrating its components,
 * so the page's code has less to do before it answers a tap. Its links are plain links, which
 * the shell's router takes over. A page the browser renders itself (after a navigation) renders
 * it like any other part. The wrapper has no box of its own.
 */
export function StaticPart({ children }: StaticPartProps) {
  const inHydratedTree = useContext(HydratingServerHtml);
  const renderingServerHtml = useRenderingServerHtml();
  // The path whose server HTML the part keeps. At another path (the next article, on the same
  // page component) the part renders its new content itself.
  const [keptAt] = useState(() => (inHydratedTree && renderingServerHtml ? currentAddress() : null));
  const attributes = { className: css.staticPart, 'data-static-part': '' };
  if (keptAt !== null && keptAt === currentAddress()) {
    // React adopts the element and leaves what is inside it alone.
    return createElement('div', { ...attributes, key: 'server-html', suppressHydrationWarning: true, dangerouslySetInnerHTML: { __html: '' } });
  }
  // Another key: the kept element and its content are replaced, never mixed with new content.
  return createElement('div', { ...attributes, key: 'rendered' }, children);
}

/**
 * The page's path, in the browser. What a static part shows follows from the page's path
 * alone: a query (the blog's filter and search) changes the parts that respond, never these,
 * so a visitor's search does not make the page draw its static parts again.
 */
function currentAddress(): string | null {
  return typeof window === 'undefined' ? null : window.location.pathname;
}
