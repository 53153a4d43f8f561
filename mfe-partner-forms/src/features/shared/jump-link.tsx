import type { ReactNode } from 'react';
import { analytics, button, type ButtonVariants } from '@minibar/ui';
import { scrollToSection } from './scroll-to-section';

interface JumpLinkProps {
  /** The id of the section to scroll to. */
  target: string;
  /** Where the button sits, for the click event. */
  location: string;
  tone?: NonNullable<ButtonVariants>['tone'];
  children: ReactNode;
}

/**
 * A call to action that goes to a section of the same page: a link to it, which the browser
 * follows before and without the page's scripts; with them it scrolls there smoothly and
 * moves the focus there, leaving the page's address (and its parts still loading) as they are.
 */
export function JumpLink({ target, location, tone = 'primary', children }: JumpLinkProps) {
  return (
    <a
      href={`#${target}`}
      className={button({ tone, size: 'lg' })}
      onClick={(event) => {
        event.preventDefault();
        analytics.buttonClick(String(children), location);
        scrollToSection(target);
      }}
    >
      {children}
    </a>
  );
}
