import { Dialog } from 'radix-ui';
import { X } from 'lucide-react';
import { BRAND, getSiteConfig } from '@minibar/ui';
import * as css from './video-dialog.css';

interface VideoDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called once the dialog has closed, to put focus back on the button that opened it. */
  onClosed: () => void;
}

/** The explainer video address with autoplay switched on. */
export function autoplayUrl(videoUrl: string): string {
  return `${videoUrl}${videoUrl.includes('?') ? '&' : '?'}autoplay=1`;
}

/**
 * The one "how it works" video modal. Radix unmounts the content when
 * closed, so the video is embedded (and plays) only while the dialog is open.
 */
export default function VideoDialog({ open, onOpenChange, onClosed }: VideoDialogProps) {
  const title = `How ${BRAND} works`;
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={css.overlay} />
        <Dialog.Content
          className={css.content}
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            onClosed();
          }}
        >
          <div className={css.header}>
            <Dialog.Title className={css.title}>{title}</Dialog.Title>
            <Dialog.Close className={css.close} aria-label="Close video">
              <X aria-hidden="true" size={22} />
            </Dialog.Close>
          </div>
          <iframe
            className={css.frame}
            src={autoplayUrl(getSiteConfig().videoUrl)}
            title={`${title} (video)`}
            allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
