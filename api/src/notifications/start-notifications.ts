import type pino from 'pino';
import type { Config } from '../config';
import type { OutboxRepository } from '../storage';
import { NotificationWorker } from './notification-worker';
import type { NotificationTiming } from './notification-settings';

/**
 * Starts the outbox worker when SMTP_URL and NOTIFY_TO are both set. Without them no
 * email is sent and the rows stay 'pending' (shown so in the dashboard); they are sent
 * once the variables are set and the API restarts.
 */
export function startNotifications(
  config: Pick<Config, 'smtpUrl' | 'notifyTo'>,
  outbox: OutboxRepository,
  logger: pino.Logger,
  timing?: Partial<NotificationTiming>,
): NotificationWorker | undefined {
  if (!config.smtpUrl || !config.notifyTo) {
    if (config.smtpUrl || config.notifyTo) logger.warn('Notifications need both SMTP_URL and NOTIFY_TO; no email will be sent.');
    return undefined;
  }
  return new NotificationWorker({ outbox, smtpUrl: config.smtpUrl, notifyTo: config.notifyTo, logger, ...(timing ? { timing } : {}) }).start();
}
