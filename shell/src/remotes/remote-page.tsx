import { Component, lazy, startTransition, useContext, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { loadRemote } from '@module-federation/runtime';
import { button, layout } from '@minibar/ui';
import type { PageEntry } from '@minibar/site-config';
import { pageKey, PreloadedPageContext } from './preloaded-page';
import * as css from './remote-page.css';

type PageModule = { default: ComponentType };

/** Each page's module, asked for once; a failed load is forgotten so the next try asks again. */
const pageModules = new Map<string, Promise<PageModule>>();

function loadPageModule(remote: string, module: string): Promise<PageModule> {
  const key = pageKey(remote, module);
  let loading = pageModules.get(key);
  if (!loading) {
    loading = loadRemote<PageModule>(key).then((loaded) => {
      if (!loaded?.default) throw new Error(`${key} has no default export`);
      return loaded;
    });
    loading.catch(() => pageModules.delete(key));
    pageModules.set(key, loading);
  }
  return loading;
}

/**
 * Fetches a page's code before the visitor goes there, so the move shows it at once. A
 * failure is silent here: the move itself shows the page's fallback and reports it.
 */
export function prefetchPage(route: Pick<PageEntry, 'remote' | 'module'>): void {
  loadPageModule(route.remote, route.module).catch(() => {});
}

/**
 * Lazy components are made once per remote module and attempt, outside render: made
 * inside render they are recreated on every try and loop while the remote is down.
 */
const lazyPages = new Map<string, ComponentType>();

function lazyPage(remote: string, module: string, attempt: number): ComponentType {
  const key = `${pageKey(remote, module)}#${attempt}`;
  let page = lazyPages.get(key);
  if (!page) {
    page = lazy(() => loadPageModule(remote, module));
    lazyPages.set(key, page);
  }
  return page;
}

interface BoundaryProps {
  onRetry: () => void;
  /** The server rendered the fallback: start failed, then retry once hydrated. */
  initiallyFailed?: boolean;
  children: ReactNode;
}

/**
 * Marks the document ready once the first page is hydrated (or rendered): React hydrates
 * a page's boundary after the layout around it, so the layout alone is not enough. The
 * page's early input script hands held presses over from then on.
 */
function PageReady() {
  useEffect(() => {
    document.documentElement.dataset.appReady = 'true';
  }, []);
  return null;
}

class RemoteBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: Boolean(this.props.initiallyFailed) };

  override componentDidMount() {
    if (this.props.initiallyFailed) this.props.onRetry();
  }

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('A part of the site could not be loaded.', error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <section className={css.fallback} role="alert" data-testid="remote-fallback">
        <PageReady />
        <div className={layout.container}>
          <h1 className={css.fallbackTitle}>This part of the site is temporarily unavailable</h1>
          <p className={css.fallbackText}>
            We couldn't load this page. Please check your connection and try again; the rest of the site still works.
          </p>
          <button type="button" className={button({ tone: 'brand' })} onClick={this.props.onRetry}>
            Try again
          </button>
        </div>
      </section>
    );
  }
}

export function PageLoading() {
  return (
    <div className={css.loading} aria-busy="true" aria-live="polite">
      <span className={layout.visuallyHidden}>Loading…</span>
    </div>
  );
}

/**
 * One route's page from its remote, isolated: a failure shows a fallback with a retry here
 * only. While its code loads it suspends to the boundary around every page, so a move
 * between pages keeps the page on screen until this one can render.
 */
export function RemotePage({ route }: { route: Pick<PageEntry, 'path' | 'remote' | 'module'> }) {
  const [attempt, setAttempt] = useState(0);
  const preloaded = useContext(PreloadedPageContext);
  const first = attempt === 0 && preloaded?.key === pageKey(route.remote, route.module) ? preloaded : null;
  const Page = first?.Page ?? lazyPage(route.remote, route.module, attempt);
  return (
    <RemoteBoundary
      key={attempt}
      initiallyFailed={Boolean(first?.failed)}
      // The fallback stays until the page's code is here.
      onRetry={() => startTransition(() => setAttempt((n) => n + 1))}
    >
      <Page />
      <PageReady />
    </RemoteBoundary>
  );
}
