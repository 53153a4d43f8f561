import { analytics, button, getSiteConfig, type ButtonVariants } from '@minibar/ui';

interface ExternalSignupLinkProps {
  /** Where on the page the button sits, for the button_click event. */
  location: string;
  tone?: NonNullable<ButtonVariants>['tone'];
  children: string;
}

/** Opens the external app's sign-up page in a new tab; nothing when its address is not configured. */
export function ExternalSignupLink({ location, tone = 'primary', children }: ExternalSignupLinkProps) {
  const { signupUrl } = getSiteConfig();
  if (!signupUrl) return null;
  return (
    <a
      href={signupUrl}
      target="_blank"
      rel="noopener noreferrer"
      className={button({ tone, size: 'lg' })}
      onClick={() => analytics.buttonClick(children, location)}
    >
      {children}
    </a>
  );
}
