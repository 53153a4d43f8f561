/** The sign-up form's anchor. */
export const SIGNUP_FORM_ID = 'signup-form';

/** Follows the page's CSS scroll-behaviour, so reduced-motion users jump instead of glide. */
export function scrollToSignupForm(): void {
  document.getElementById(SIGNUP_FORM_ID)?.scrollIntoView({ block: 'start' });
}
