import Stripe from 'stripe';
import type pino from 'pino';
import type { SubmissionsRepository } from '../storage';
import type { DriverCheckout } from './driver-checkout';

/** A driver who has not paid within a day is not coming back for this order. */
export const PENDING_PAYMENT_MAX_AGE_MS = 24 * 60 * 60 * 1000;
const BATCH_SIZE = 100;

export interface RetentionRun {
  /** Cancelled with Stripe and deleted here. */
  deleted: number;
  /** Paid after all (a lost webhook): completed instead. */
  completed: number;
  /** Left for a later run: processing, or Stripe could not be asked or does not know the payment. */
  kept: number;
}

/**
 * Unpaid driver sign-ups keep personal data only while the payment can still happen:
 * after a day the PaymentIntent is cancelled with Stripe, the driver's details are removed
 * from its metadata, and the row is deleted. An intent that did succeed is completed instead.
 */
export class PendingPaymentRetention {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;
  private stopped = true;

  constructor(
    private readonly stripe: Stripe,
    private readonly submissions: SubmissionsRepository,
    private readonly checkout: DriverCheckout,
    private readonly logger: pino.Logger,
    private readonly intervalMs: number,
  ) {}

  start(): this {
    if (!this.stopped) return this;
    this.stopped = false;
    this.schedule();
    return this;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  /** One pass over the unpaid sign-ups older than a day. */
  async runOnce(now = new Date()): Promise<RetentionRun> {
    const run: RetentionRun = { deleted: 0, completed: 0, kept: 0 };
    const stale = await this.submissions.unpaidBefore(new Date(now.getTime() - PENDING_PAYMENT_MAX_AGE_MS), BATCH_SIZE);
    for (const row of stale) run[await this.retire(row)] += 1;
    if (stale.length) this.logger.info(run, 'unpaid driver sign-ups older than a day retired');
    return run;
  }

  private schedule() {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.runOnce()
        .catch((error: unknown) => this.logger.error({ err: error }, 'pending payment retention: run failed'))
        .finally(() => this.schedule());
    }, this.intervalMs);
    this.timer.unref();
  }

  private async retire(row: { id: string; paymentIntentId: string | null }): Promise<keyof RetentionRun> {
    if (!row.paymentIntentId) return (await this.submissions.deleteUnpaid(row.id)) ? 'deleted' : 'kept';
    let intent: Stripe.PaymentIntent;
    try {
      intent = await this.stripe.paymentIntents.retrieve(row.paymentIntentId);
    } catch (error) {
      // Stripe keeps every PaymentIntent: one it does not know means the key is another
      // account's or mode's, and the payment may well have succeeded where it was made.
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing') {
        this.logger.error(
          { submissionId: row.id },
          'pending payment retention: Stripe does not know this PaymentIntent; is STRIPE_SECRET_KEY the key of the account that created it?',
        );
      } else {
        this.logger.warn({ submissionId: row.id }, 'pending payment retention: Stripe could not be asked');
      }
      return 'kept';
    }
    if (intent.status === 'succeeded') return (await this.checkout.completeFromWebhook(intent)) === 'completed' ? 'completed' : 'kept';
    if (intent.status === 'processing') return 'kept';
    try {
      await this.stripe.paymentIntents.update(intent.id, { metadata: emptied(intent.metadata) });
      if (intent.status !== 'canceled') await this.stripe.paymentIntents.cancel(intent.id, { cancellation_reason: 'abandoned' });
    } catch {
      this.logger.warn({ submissionId: row.id }, 'pending payment retention: the PaymentIntent could not be cancelled');
      return 'kept';
    }
    return (await this.submissions.deleteUnpaid(row.id)) ? 'deleted' : 'kept';
  }
}

/** Stripe removes a metadata key set to ''; the marker stays so the intent is still recognisable. */
function emptied(metadata: Stripe.Metadata): Record<string, string> {
  return Object.fromEntries(
    Object.keys(metadata)
      .filter((key) => key !== 'source')
      .map((key) => [key, '']),
  );
}
