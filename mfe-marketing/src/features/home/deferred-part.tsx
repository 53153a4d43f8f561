import { Suspense, useRef, type ComponentType, type LazyExoticComponent } from 'react';
import { useWantedSoon } from './use-wanted-soon';

interface DeferredPartProps {
  component: LazyExoticComponent<ComponentType>;
  /** Reserves the part's height so nothing jumps when it arrives. */
  placeholderClassName: string;
}

/** A below-the-fold part loaded when it is about to be needed (see useWantedSoon). */
export function DeferredPart({ component: Part, placeholderClassName }: DeferredPartProps) {
  const ref = useRef<HTMLDivElement>(null);
  const wanted = useWantedSoon(ref);
  const placeholder = <div ref={ref} className={placeholderClassName} aria-busy="true" />;
  if (!wanted) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <Part />
    </Suspense>
  );
}
