import { StrictMode, startTransition, type ComponentType } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { TransitionRouter } from './navigation/transition-router';
// The router, @minibar/ui, then the federation runtime with the site's own code are evaluated
// in three tasks: on a phone each takes ten to twenty-odd milliseconds, together too long.
import './start-up/turn-after-router';
import { HydratingServerHtmlProvider, keepDrawingMotionToItself, setRenderedDay, SubmittedFormProvider } from '@minibar/ui';
import { nextTurn } from './start-up/turn';
import { loadRemote } from '@module-federation/runtime';
import { App } from './app';
import { startFederationHost } from './remotes/federation-host';
import { registerRemotesFromConfig } from './remotes/remote-registry';
import { readSsrState } from './remotes/ssr-state';
import { pageKey, PreloadedPageContext, type PreloadedPage } from './remotes/preloaded-page';
import { pageEntryFor } from '@minibar/site-config';
import { hideBrokenImages } from './layout/hide-broken-images';

// The modules above are evaluated: the page's own start-up begins in a task of its own.
await nextTurn();

const root = document.getElementById('root');
if (!root) throw new Error('No #root element');

hideBrokenImages();
keepDrawingMotionToItself();
// Style elements added by scripts (a dialog's scroll lock) carry the page's nonce, the only
// style elements besides the server's the Content-Security-Policy allows; their libraries read
// it here when they add one. The nonce ends the page, which may still be arriving now.
Object.defineProperty(globalThis, '__webpack_nonce__', {
  configurable: true,
  get: () => document.querySelector<HTMLMetaElement>('meta[name="style-nonce"]')?.nonce || undefined,
});
const ssr = readSsrState();
setRenderedDay(ssr?.today);
startFederationHost();
await registerRemotesFromConfig(ssr?.remoteEntries);

/** The first route's page, loaded before the first render so hydration renders what the server did. */
async function preloadFirstPage(): Promise<PreloadedPage | null> {
  const route = pageEntryFor(window.location.pathname);
  if (!ssr) return null;
  const key = pageKey(route.remote, route.module);
  if (ssr.page.failed || ssr.page.key !== key) return { key, failed: true };
  try {
    const loaded = await loadRemote<{ default: ComponentType }>(key);
    return loaded?.default ? { key, Page: loaded.default } : { key, failed: true };
  } catch (error) {
    console.error('A part of the site could not be loaded.', error);
    return { key, failed: true };
  }
}

const tree = (preloaded: PreloadedPage | null) => (
  <StrictMode>
    <TransitionRouter>
      <SubmittedFormProvider value={ssr?.form}>
        <PreloadedPageContext.Provider value={preloaded}>
          <App />
        </PreloadedPageContext.Provider>
      </SubmittedFormProvider>
    </TransitionRouter>
  </StrictMode>
);

if (ssr && root.hasChildNodes()) {
  const preloaded = await preloadFirstPage();
  // As a transition, hydration yields to the browser every few milliseconds instead of
  // holding the main thread for the whole page: a phone keeps scrolling and painting.
  startTransition(() => {
    hydrateRoot(root, <HydratingServerHtmlProvider>{tree(preloaded)}</HydratingServerHtmlProvider>);
  });
} else {
  createRoot(root).render(tree(null));
}
