import type { MouseEvent, ReactNode } from 'react';
import { useNavigate } from '@minibar/ui';

interface SectionLinkProps {
  /** '#id' of a section on this page. */
  hash: string;
  className?: string;
  children: ReactNode;
}

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/**
 * A link to a section of the home page: scrolls there (the section's scroll margin keeps
 * it clear of the fixed navigation) and puts the hash in the address.
 */
export function SectionLink({ hash, className, children }: SectionLinkProps) {
  const navigate = useNavigate();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(hash.slice(1));
    if (!target) return;
    event.preventDefault();
    navigate({ hash }, { preventScrollReset: true });
    target.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  };
  return (
    <a href={hash} className={className} onClick={follow}>
      {children}
    </a>
  );
}
