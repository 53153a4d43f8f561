import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';

// Loaded on the first request to watch: the dialog code is not needed for the first paint.
const loadVideoDialog = () => import('./video-dialog');
const VideoDialog = lazy(loadVideoDialog);

interface VideoDialogControls {
  /** Opens the video; focus goes back to `opener` when it closes. */
  openVideo: (opener: HTMLElement) => void;
  /** Fetches the dialog's code ahead of a likely click (hover, focus). */
  prepareVideo: () => void;
}

const VideoDialogContext = createContext<VideoDialogControls | null>(null);

/** One video dialog for the whole home page: the hero and how-it-works buttons share it. */
export function VideoDialogProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  const openVideo = useCallback((element: HTMLElement) => {
    opener.current = element;
    setRequested(true);
    setOpen(true);
  }, []);
  // The dialog has no Radix trigger (two buttons open it): return focus by hand.
  const returnFocus = useCallback(() => opener.current?.focus(), []);
  const controls = useMemo(() => ({ openVideo, prepareVideo: () => void loadVideoDialog() }), [openVideo]);
  return (
    <VideoDialogContext.Provider value={controls}>
      {children}
      {requested ? (
        <Suspense fallback={null}>
          <VideoDialog open={open} onOpenChange={setOpen} onClosed={returnFocus} />
        </Suspense>
      ) : null}
    </VideoDialogContext.Provider>
  );
}

export function useVideoDialog(): VideoDialogControls {
  const controls = useContext(VideoDialogContext);
  if (!controls) throw new Error('useVideoDialog needs a VideoDialogProvider');
  return controls;
}
