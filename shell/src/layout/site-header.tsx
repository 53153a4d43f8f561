import { useRef, useState, type ComponentType, type MouseEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Menu } from 'lucide-react';
import { analytics, button, getSiteConfig, useHashLink } from '@minibar/ui';
import { currentPageTable } from '@minibar/site-config';
import { navItemsOf, SITE_LINKS_ID } from './nav-items';
import { Logo } from './logo';
import type { MobileDrawerProps } from './mobile-drawer';
import * as css from './site-header.css';

export function NavLinks({ onChoose, variant }: { onChoose?: () => void; variant: 'bar' | 'drawer' }) {
  const followHash = useHashLink();
  const { pathname } = useLocation();
  const itemClass = variant === 'bar' ? css.barItem : css.drawerItem;
  return (
    <>
      {navItemsOf(currentPageTable()).map((item) =>
        item.to.startsWith('#') ? (
          <a
            key={item.label}
            href={`/${item.to}`}
            className={itemClass}
            onClick={(event) => {
              event.preventDefault();
              onChoose?.();
              followHash(item.to);
            }}
          >
            {item.label}
          </a>
        ) : (
          <Link
            key={item.label}
            to={item.to}
            className={itemClass}
            aria-current={pathname === item.to ? 'page' : undefined}
            onClick={() => onChoose?.()}
          >
            {item.label}
          </Link>
        ),
      )}
    </>
  );
}

/** The external app's sign-in, when its address is configured. */
export function SignInLink({ block = false, onChoose }: { block?: boolean; onChoose?: () => void }) {
  const { signupUrl } = getSiteConfig();
  if (!signupUrl) return null;
  return (
    <a
      href={signupUrl}
      target="_blank"
      rel="noopener noreferrer"
      className={button({ tone: 'brand', size: 'sm', block })}
      onClick={() => {
        analytics.buttonClick('Sign in', 'navigation');
        onChoose?.();
      }}
    >
      Sign in
    </a>
  );
}

/**
 * The drawer's code (a dialog with its focus trap and scroll lock) is loaded only when a visitor
 * reaches for the menu button, not with every page.
 */
const loadDrawer = () => import('./mobile-drawer');
const preloadDrawer = () => void loadDrawer().catch(() => {});

/** The fixed navigation bar; on small screens its items sit in a right-side drawer. */
export function SiteHeader() {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [Drawer, setDrawer] = useState<ComponentType<MobileDrawerProps> | null>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  const navigate = useNavigate();
  const { pathname } = useLocation();

  // The drawer opens once its code is here; if it cannot be fetched, the button stays as it
  // was and the next press tries again.
  const openDrawer = () => {
    loadDrawer().then(
      (module) => {
        setDrawer(() => module.default);
        setDrawerOpen(true);
      },
      (error: unknown) => console.error('The menu could not be loaded.', error),
    );
  };

  const goHome = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    if (pathname !== '/') navigate('/');
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  return (
    <header className={css.header} data-site-nav>
      <div className={css.inner}>
        <a href="/" className={css.logo} onClick={goHome} aria-label="Home">
          <Logo />
        </a>
        <nav className={css.barNav} aria-label="Main">
          <NavLinks variant="bar" />
        </nav>
        <div className={css.barActions}>
          <SignInLink />
        </div>
        <button
          ref={menuButton}
          type="button"
          className={css.menuButton}
          aria-label="Open menu"
          aria-haspopup="dialog"
          aria-expanded={drawerOpen}
          onPointerEnter={preloadDrawer}
          onPointerDown={preloadDrawer}
          onFocus={preloadDrawer}
          onClick={openDrawer}
        >
          <Menu aria-hidden="true" />
        </button>
        <a href={`#${SITE_LINKS_ID}`} className={css.menuLinkWithoutScripts} aria-label="Menu: the site's links">
          <Menu aria-hidden="true" />
        </a>
        {Drawer && <Drawer open={drawerOpen} onOpenChange={setDrawerOpen} returnFocusTo={menuButton} />}
      </div>
    </header>
  );
}
