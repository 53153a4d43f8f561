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
  config: Pick<Config, 'smtpUrl' | 'notifyTo'> & Partial<Pick<Config, 'notifyLeaseMs'>>,
  outbox: OutboxRepository,
  logger: pino.Logger,
  timing?: Partial<NotificationTiming>,
): NotificationWorker | undefined {
  if (!config.smtpUrl || !config.notifyTo) {
    if (config.smtpUrl || config.notifyTo) logger.warn('Notifications need both SMTP_URL and NOTIFY_TO; no email will be sent.');
    return undefined;
  }
  // SMTP gives up well within the lease, so a slow server never leads to a second send.
  const lease = config.notifyLeaseMs ? { leaseMs: config.notifyLeaseMs, smtpTimeoutMs: Math.min(20_000, Math.floor(config.notifyLeaseMs / 3)) } : {};
  return new NotificationWorker({ outbox, smtpUrl: config.smtpUrl, notifyTo: config.notifyTo, logger, timing: { ...lease, ...timing } }).start();
}
