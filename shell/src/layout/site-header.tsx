import { useState, type MouseEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Dialog } from 'radix-ui';
import { Menu, X } from 'lucide-react';
import { analytics, button, getSiteConfig } from 'shared-ui';
import { navItems } from './nav-items';
import { useHashLink } from './use-hash-link';
import { Logo } from './logo';
import * as css from './site-header.css';

function NavLinks({ onChoose, variant }: { onChoose?: () => void; variant: 'bar' | 'drawer' }) {
  const followHash = useHashLink();
  const { pathname } = useLocation();
  const itemClass = variant === 'bar' ? css.barItem : css.drawerItem;
  return (
    <>
      {navItems.map((item) =>
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

function SignInLink({ block = false, onChoose }: { block?: boolean; onChoose?: () => void }) {
  return (
    <a
      href={getSiteConfig().signupUrl}
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

/** The fixed navigation bar; on small screens its items sit in a right-side drawer. */
export function SiteHeader() {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const close = () => setDrawerOpen(false);

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
        <Dialog.Root open={drawerOpen} onOpenChange={setDrawerOpen}>
          <Dialog.Trigger className={css.menuButton} aria-label="Open menu">
            <Menu aria-hidden="true" />
          </Dialog.Trigger>
          <Dialog.Portal>
            <Dialog.Overlay className={css.overlay} />
            <Dialog.Content className={css.drawer} aria-describedby={undefined}>
              <div className={css.drawerHead}>
                <Dialog.Title className={css.drawerTitle}>Menu</Dialog.Title>
                <Dialog.Close className={css.menuButtonInDrawer} aria-label="Close menu">
                  <X aria-hidden="true" />
                </Dialog.Close>
              </div>
              <nav className={css.drawerNav} aria-label="Main">
                <NavLinks variant="drawer" onChoose={close} />
              </nav>
              <SignInLink block onChoose={close} />
            </Dialog.Content>
          </Dialog.Portal>
        </Dialog.Root>
      </div>
    </header>
  );
}
