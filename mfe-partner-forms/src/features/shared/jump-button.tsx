import type { ReactNode } from 'react';
import { analytics, button, type ButtonVariants } from 'shared-ui';
import { scrollToSection } from './scroll-to-section';

interface JumpButtonProps {
  /** The id of the section to scroll to. */
  target: string;
  /** Where the button sits, for the click event. */
  location: string;
  tone?: NonNullable<ButtonVariants>['tone'];
  children: ReactNode;
}

/** A call to action that smoothly scrolls to a section of the same page. */
export function JumpButton({ target, location, tone = 'primary', children }: JumpButtonProps) {
  return (
    <button
      type="button"
      className={button({ tone, size: 'lg' })}
      onClick={() => {
        analytics.buttonClick(String(children), location);
        scrollToSection(target);
      }}
    >
      {children}
    </button>
  );
}
