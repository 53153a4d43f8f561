import type { RefObject } from 'react';
import { Dialog } from 'radix-ui';
import { X } from 'lucide-react';
import { NavLinks, SignInLink } from './site-header';
import * as css from './site-header.css';

export interface MobileDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened the drawer: focus goes back to it when the drawer closes. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}

/** The navigation's items in a right-side drawer, for small screens. */
export default function MobileDrawer({ open, onOpenChange, returnFocusTo }: MobileDrawerProps) {
  const close = () => onOpenChange(false);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={css.overlay} />
        <Dialog.Content
          className={css.drawer}
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
        >
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
  );
}
