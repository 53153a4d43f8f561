import { Toast } from 'radix-ui';
import { TOAST_DURATION_MS, useToastStore } from './toast-store';
import * as css from './toaster.css';

/** The toasts and their region. Radix gives swipe-right dismissal (50 px) and the F8 hotkey. */
export default function ToastViewport() {
  const toasts = useToastStore((s) => s.toasts);
  const dismiss = useToastStore((s) => s.dismiss);
  return (
    <Toast.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={50} label="Notification">
      {toasts.map((t) => (
        <Toast.Root
          key={t.id}
          className={css.toast({ variant: t.variant })}
          type={t.variant === 'destructive' ? 'foreground' : 'background'}
          onOpenChange={(open) => {
            if (!open) dismiss(t.id);
          }}
        >
          <Toast.Title className={css.title}>{t.title}</Toast.Title>
          {t.description ? <Toast.Description className={css.description}>{t.description}</Toast.Description> : null}
          <Toast.Close className={css.close} aria-label="Close notification">
            ×
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport className={css.viewport} hotkey={['F8']} />
    </Toast.Provider>
  );
}
