import type { ClaimedNotification, SubmissionKind } from '../storage';

const KIND_NAMES: Record<SubmissionKind, string> = {
  contact: 'contact message',
  host: 'host application',
  hotel: 'hotel sign-up',
  cleaner: 'cleaner application',
  driver: 'paid driver sign-up',
};

export interface NotificationEmail {
  subject: string;
  text: string;
  /** Stable per outbox row, so a rare duplicate delivery can be recognised as one. */
  messageId: string;
}

/**
 * The email for one accepted submission. It carries no personal data: only the kind,
 * the reference and the time; the details stay behind the admin sign-in.
 */
export function notificationEmailFor(notification: ClaimedNotification): NotificationEmail {
  const what = KIND_NAMES[notification.kind];
  const news = {
    received: { subject: `New ${what}`, line: `A new ${what} arrived on ${notification.receivedAt}.` },
    refunded: { subject: `Refunded: ${what}`, line: `The payment of a ${what} (received ${notification.receivedAt}) was refunded.` },
    disputed: {
      subject: `Payment disputed: ${what}`,
      line: `The payment of a ${what} (received ${notification.receivedAt}) is disputed by the card holder.`,
    },
  }[notification.event];
  return {
    subject: news.subject,
    text: [news.line, `Reference: ${notification.submissionId}`, '', 'Sign in to the admin dashboard (/admin) to review it.'].join('\n'),
    messageId: `<${notification.id}@outbox.invalid>`,
  };
}
