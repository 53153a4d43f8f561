import type { ReactNode } from 'react';
import { useNavigate } from 'shared-ui';

const CONTACT_SECTION_ID = 'contact';
const RETRY_INTERVAL_MS = 100;
const MAX_ATTEMPTS = 10;

/** Once the home page has rendered, bring its contact section into view. */
function scrollToContactWhenRendered(attempt = 1) {
  const section = document.getElementById(CONTACT_SECTION_ID);
  if (section) section.scrollIntoView({ block: 'start' });
  else if (attempt < MAX_ATTEMPTS) setTimeout(() => scrollToContactWhenRendered(attempt + 1), RETRY_INTERVAL_MS);
}

/** A link to the home page's contact form that lands on the form, not at the top. */
export function ContactFormLink({ className, children }: { className?: string; children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <a
      href={`/#${CONTACT_SECTION_ID}`}
      className={className}
      onClick={(event) => {
        event.preventDefault();
        navigate({ pathname: '/', hash: CONTACT_SECTION_ID });
        // The shell scrolls a new page to the top first; follow it with the section.
        setTimeout(scrollToContactWhenRendered, RETRY_INTERVAL_MS);
      }}
    >
      {children}
    </a>
  );
}
