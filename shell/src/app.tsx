import { Route, Routes } from 'react-router-dom';
import { Toaster } from 'shared-ui';
import { pageManifest } from 'shared-ui-site';
import { RemotePage } from './remotes/remote-page';
import { SiteHeader } from './layout/site-header';
import { SiteFooter } from './layout/site-footer';
import { useRouteMeta } from './layout/use-route-meta';
import { useLocationCatchUp } from './layout/use-location-catch-up';
import * as css from './app.css';

/** The page frame: fixed navigation, the route's remote page, footer, toasts. */
export function App() {
  useLocationCatchUp();
  useRouteMeta();
  return (
    <>
      <a href="#main" className={css.skipLink}>
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" className={css.main} tabIndex={-1}>
        <Routes>
          {pageManifest.map((route) => (
            // Each route keyed on its own: a fallback never leaks into the next route.
            <Route key={route.path} path={route.path} element={<RemotePage key={route.path} route={route} />} />
          ))}
        </Routes>
      </main>
      <SiteFooter />
      <Toaster />
    </>
  );
}
