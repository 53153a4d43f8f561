import { PassThrough } from 'node:stream';
import type { ComponentType } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { setRenderedDay, SubmittedFormProvider, todayIso, type RemoteName, type SiteConfig, type SubmittedForm } from '@minibar/ui';
import { App } from '../app';
import { pageEntryFor, type PageEntry } from '@minibar/site-config';
import { pageKey, PreloadedPageContext, type PreloadedPage } from '../remotes/preloaded-page';
import { loadRemotePage, REMOTE_TIMEOUT_MS, type PageScript, type RemoteIntegrity } from './remote-manifests';

export interface RenderRequest {
  /** Path and query of the request. */
  url: string;
  /** The site's pages, as the site server read them from the remotes (the same the page carries for the browser). */
  pages: readonly PageEntry[];
  /** Where the browser loads each remote from (as in /remotes.json). */
  remoteEntries: Partial<Record<RemoteName, string>>;
  /** The same URLs, absolute, as this server reaches them. */
  serverRemoteEntries: Partial<Record<RemoteName, string>>;
  /** Hashes a remote's manifest and server entry must have before its code runs here (besides those its manifest lists). */
  remoteIntegrity?: Partial<Record<RemoteName, RemoteIntegrity>>;
  siteConfig: SiteConfig;
  /** The form the server is answering (a native post refused or invalid), shown filled in with its messages. */
  form?: SubmittedForm | undefined;
  /** Where remotes' server code is copied before it runs (never inside node_modules). */
  ssrCacheDir: string;
}

export interface RenderResult {
  appHtml: string;
  /** The remote page's stylesheets, absolute URLs for the browser. */
  stylesheets: string[];
  /**
   * The scripts the page hydrates with (remote entry, page chunks), for the browser to fetch
   * at once, each with the hash its remote's build lists for it.
   */
  modulePreloads: PageScript[];
  /** The remote build the page was rendered from (none when it shows the fallback). */
  remote?: { name: RemoteName; version: string };
  state: {
    remoteEntries: Partial<Record<RemoteName, string>>;
    page: { key: string; failed: boolean };
    /** The day the page shows as today (legal pages, footer); the browser hydrates with it. */
    today: string;
    form?: SubmittedForm | undefined;
  };
}

declare global {
  var __REMOTE_BASE__: Partial<Record<string, string>> | undefined;
}

/** The folder of an entry URL, absolute or relative to the site. */
function baseOf(entry: string): string {
  return entry.slice(0, entry.lastIndexOf('/') + 1);
}

function toHtml(element: React.ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new PassThrough();
    sink.on('data', (chunk: Buffer) => (html += chunk.toString('utf8')));
    sink.on('end', () => resolve(html));
    const stream = renderToPipeableStream(element, {
      // Everything is ready before anything is written: never outline a boundary (that
      // would need inline scripts, which the Content-Security-Policy refuses).
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: () => {
        // Errors inside a boundary are rendered as its fallback; nothing to do here.
      },
    });
    setTimeout(() => stream.abort(new Error('Render took too long')), REMOTE_TIMEOUT_MS).unref();
  });
}

/** Renders a route: the shell layout with the remote's page (or its fallback) inside. */
export async function renderPage(request: RenderRequest): Promise<RenderResult> {
  globalThis.__SITE_CONFIG__ = request.siteConfig;
  globalThis.__SITE_PAGES__ = request.pages;
  const today = todayIso();
  setRenderedDay(today);
  const pathname = new URL(request.url, 'http://localhost').pathname;
  const route = pageEntryFor(pathname);
  const key = pageKey(route.remote, route.module);
  const preloaded: PreloadedPage = { key, failed: true };
  let stylesheets: string[] = [];
  let renderedFrom: RenderResult['remote'];
  let modulePreloads: PageScript[] = [];

  const browserEntry = request.remoteEntries[route.remote];
  const serverEntry = request.serverRemoteEntries[route.remote];
  if (browserEntry && serverEntry) {
    // Asset URLs in the remote's code are built from the same base as in the browser.
    globalThis.__REMOTE_BASE__ = {
      ...globalThis.__REMOTE_BASE__,
      [route.remote]: baseOf(browserEntry),
    };
    try {
      const { module, css, scripts, version } = await loadRemotePage<{ default: ComponentType }>(
        route.remote,
        serverEntry,
        route.module,
        request.ssrCacheDir,
        request.remoteIntegrity?.[route.remote],
      );
      preloaded.Page = module.default;
      preloaded.failed = false;
      renderedFrom = { name: route.remote, version };
      stylesheets = css.map((href) => href.replace(baseOf(serverEntry), baseOf(browserEntry)));
      modulePreloads = scripts.map(({ href, integrity }) => ({ href: href.replace(baseOf(serverEntry), baseOf(browserEntry)), integrity }));
    } catch {
      preloaded.failed = true;
    }
  }

  // The whole app at this address; rendered a second time, from what `preloaded` says by then, when the page throws.
  const renderApp = () =>
    toHtml(
      <StaticRouter location={request.url}>
        <SubmittedFormProvider value={request.form}>
          <PreloadedPageContext.Provider value={preloaded}>
            <App />
          </PreloadedPageContext.Provider>
        </SubmittedFormProvider>
      </StaticRouter>,
    );
  let appHtml: string;
  try {
    appHtml = await renderApp();
  } catch {
    // The page threw while rendering: the layout with the route's fallback instead.
    preloaded.Page = undefined;
    renderedFrom = undefined;
    preloaded.failed = true;
    stylesheets = [];
    modulePreloads = [];
    appHtml = await renderApp();
  }
  return {
    appHtml,
    stylesheets,
    modulePreloads,
    ...(renderedFrom ? { remote: renderedFrom } : {}),
    state: {
      remoteEntries: request.remoteEntries,
      page: { key, failed: preloaded.failed ?? false },
      today,
      ...(request.form ? { form: request.form } : {}),
    },
  };
}
