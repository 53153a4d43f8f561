import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Toaster, useSectionAfterNavigation } from '@minibar/ui';
import { currentPageTable } from '@minibar/site-config';
import { PageLoading, RemotePage } from './remotes/remote-page';
import { SiteHeader } from './layout/site-header';
import { SiteFooter } from './layout/site-footer';
import { NotFoundNotice } from './layout/not-found-notice';
import { PageProgress } from './layout/page-progress';
import { useRouteMeta } from './layout/use-route-meta';
import { useBrandFont } from './layout/use-brand-font';
import { useLocationCatchUp } from './layout/use-location-catch-up';
import { usePagePrefetch } from './navigation/use-page-prefetch';
import { useStaticLinks } from './navigation/use-static-links';
import { useNavigationPending } from './navigation/transition-router';
import * as css from './app.css';

/** The route's page; a path no page is at shows the home page under the not-found notice. */
function SitePages() {
  return (
    <Routes>
      {currentPageTable().entries.map((route) => (
        // Each route keyed on its own: a fallback never leaks into the next route.
        <Route
          key={route.path}
          path={route.path}
          caseSensitive
          element={
            route.path === '*' ? (
              <>
                <NotFoundNotice />
                <RemotePage key={route.path} route={route} />
              </>
            ) : (
              <RemotePage key={route.path} route={route} />
            )
          }
        />
      ))}
    </Routes>
  );
}

/** The page frame: fixed navigation, the route's remote page, footer, toasts. */
export function App() {
  useLocationCatchUp();
  useRouteMeta();
  usePagePrefetch();
  useStaticLinks();
  useSectionAfterNavigation();
  useBrandFont();
  const pending = useNavigationPending();
  return (
    <>
      <a href="#main" className={css.skipLink}>
        Skip to content
      </a>
      <PageProgress active={pending} />
      <SiteHeader />
      <main id="main" className={css.main} tabIndex={-1} aria-busy={pending || undefined}>
        {/* One boundary around every page: a move keeps the current page until the next can render. */}
        <Suspense fallback={<PageLoading />}>
          <SitePages />
        </Suspense>
      </main>
      <SiteFooter />
      <Toaster />
    </>
  );
}
