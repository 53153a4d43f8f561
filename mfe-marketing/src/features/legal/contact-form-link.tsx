import type { ReactNode } from 'react';
import { useHashLink } from '@minibar/ui';

const CONTACT_SECTION = '#contact';

/**
 * A link to the home page's contact form that lands on the form, not at the top, and stays
 * on it while the home page's sections above it are still being drawn.
 */
export function ContactFormLink({ className, children }: { className?: string; children: ReactNode }) {
  const followHash = useHashLink();
  return (
    <a
      href={`/${CONTACT_SECTION}`}
      className={className}
      onClick={(event) => {
        event.preventDefault();
        followHash(CONTACT_SECTION);
      }}
    >
      {children}
    </a>
  );
}
