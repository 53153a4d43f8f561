import { ApiError } from '@minibar/ui';

/** What the contact form tells the visitor after sending. */
export const CONTACT_SENT_TITLE = 'Message sent!';
export const CONTACT_SENT_DESCRIPTION = "We'll get back to you as soon as possible.";
/** While the visitor waits for our answer. */
export const CONTACT_NEXT_STEP = { to: '/blog', label: 'Read our blog meanwhile' };
export const CONTACT_ERROR_TITLE = 'Error';
export const CONTACT_UNEXPECTED_FAILURE = 'Failed to send message. Please try again.';

/**
 * The failure text: the server's message, else 'Submission failed with status: {status}
 * {statusText}' (ApiError builds both); anything that is not an API answer (the network
 * failed, the request could not be made) gets the generic text.
 */
export function contactFailureText(error: unknown): string {
  return error instanceof ApiError ? error.message : CONTACT_UNEXPECTED_FAILURE;
}
