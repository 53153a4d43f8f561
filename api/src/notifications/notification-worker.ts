import nodemailer, { type Transporter } from 'nodemailer';
import type pino from 'pino';
import type { ClaimedNotification, OutboxRepository } from '../storage';
import { notificationEmailFor } from './notification-email';
import { DEFAULT_NOTIFICATION_TIMING, retryDelayMs, type NotificationTiming } from './notification-settings';

export interface NotificationWorkerOptions {
  outbox: Pick<OutboxRepository, 'claimDue' | 'markSent' | 'markFailed'>;
  smtpUrl: string;
  notifyTo: string;
  logger: pino.Logger;
  timing?: Partial<NotificationTiming>;
}

/**
 * Sends one email per outbox row to the operator. Delivery is at least once: a
 * worker that dies after the SMTP server accepted a message but before the row is marked
 * sends it again once the lease runs out (docs/operations.md).
 */
export class NotificationWorker {
  private readonly timing: NotificationTiming;
  private readonly transport: Transporter;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = true;

  constructor(private readonly options: NotificationWorkerOptions) {
    this.timing = { ...DEFAULT_NOTIFICATION_TIMING, ...options.timing };
    const timeout = this.timing.smtpTimeoutMs;
    // One pooled SMTP connection, reused for consecutive emails instead of a new one per email.
    this.transport = nodemailer.createTransport({
      url: options.smtpUrl,
      pool: true,
      maxConnections: 1,
      connectionTimeout: timeout,
      greetingTimeout: timeout,
      socketTimeout: timeout,
    });
  }

  start(): this {
    if (!this.stopped) return this;
    this.stopped = false;
    this.schedule(0);
    return this;
  }

  /** Stops polling and waits for the batch in hand to finish. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
    this.transport.close();
  }

  /** Claims and sends one batch; answers how many rows it claimed. */
  async runOnce(): Promise<number> {
    const claimed = await this.options.outbox.claimDue(this.timing.batchSize, this.timing.leaseMs);
    for (const notification of claimed) await this.deliver(notification);
    return claimed.length;
  }

  private schedule(delayMs: number) {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.runOnce()
        .catch((error: unknown) => {
          this.options.logger.error({ err: error }, 'notification worker: batch failed');
          return 0;
        })
        .then((count) => this.schedule(count === this.timing.batchSize ? 0 : this.timing.pollIntervalMs));
    }, delayMs);
    this.timer.unref();
  }

  private async deliver(notification: ClaimedNotification): Promise<void> {
    const email = notificationEmailFor(notification);
    try {
      await this.transport.sendMail({ from: this.options.notifyTo, to: this.options.notifyTo, ...email });
    } catch (error) {
      const givingUp = notification.attempts >= this.timing.maxAttempts;
      const nextAttemptAt = new Date(Date.now() + retryDelayMs(notification.attempts, this.timing)).toISOString();
      this.options.logger.warn({ outboxId: notification.id, attempts: notification.attempts, givingUp }, 'notification email not sent');
      await this.options.outbox.markFailed({ id: notification.id, error: messageOf(error), nextAttemptAt, givingUp });
      return;
    }
    await this.options.outbox.markSent(notification.id);
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
