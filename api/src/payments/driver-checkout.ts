import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import type pino from 'pino';
import Stripe from 'stripe';
import type { DriverOrder, DriverSignup } from '@minibar/contracts';
import { HttpError } from '@minibar/http/errors';
import type { NewSubmission, StoredSubmission, SubmissionStatus, SubmissionsRepository } from '../storage';
import { driverFromMetadata, driverMetadata, isSameDriver } from './driver-details';
import { STARTER_KIT_CHARGE } from './starter-kit';

export interface PaymentIntentForDriver {
  clientSecret: string;
  paymentIntentId: string;
}

export interface CompletedSignup {
  id: string;
  /** False when this PaymentIntent had already completed the sign-up (a repeat). */
  firstCompletion: boolean;
  order: DriverOrder;
}

export type WebhookOutcome = 'completed' | 'already-completed' | 'ignored';
export type ChargeEventOutcome = 'marked' | 'already-marked' | 'ignored';

const MESSAGES = {
  providerUnavailable: 'We could not reach the payment provider. Please try again in a moment.',
  unknownPayment: 'We could not find this payment. Please complete payment from the sign-up form.',
  detailsDiffer: 'These details differ from the order that was paid for. Please contact us to update your order.',
  notPaid: 'Your payment has not been completed. Please complete payment first.',
  processing: 'Your payment is still processing. Please try again in a moment.',
  wrongCharge: 'This payment does not match the Starter Kit price.',
  noOrderDetails: 'We could not find the order details of this payment. Please contact us so we can ship your Starter Kit.',
} as const;

/** A PaymentIntent client secret as Stripe writes it: `pi_<id>_secret_<secret>`. */
const CLIENT_SECRET_PATTERN = /^(pi_[A-Za-z0-9]{1,100})_secret_[A-Za-z0-9]{1,100}$/;

/** The PaymentIntent id a client secret belongs to; undefined when it is not one. */
export function intentIdOfClientSecret(clientSecret: string): string | undefined {
  return CLIENT_SECRET_PATTERN.exec(clientSecret)?.[1];
}

/** The order a paid sign-up confirms to the driver. */
export function orderOf(driver: DriverSignup, paymentIntentId: string): DriverOrder {
  const street = [driver.address, driver.apartment].filter(Boolean).join(', ');
  return {
    name: `${driver.firstName} ${driver.lastName}`,
    email: driver.email,
    shippingAddress: [street, `${driver.city}, ${driver.state} ${driver.zip}`],
    amountCents: STARTER_KIT_CHARGE.amount,
    currency: STARTER_KIT_CHARGE.currency,
    paymentReference: paymentIntentId,
  };
}

/**
 * One PaymentIntent per checkout: the page's checkout id, issued by the server, keys it, so a
 * double submit reuses the intent and two drivers with identical details get two. The details
 * are part of the key too, because Stripe refuses a key reused with other parameters (a driver
 * who goes back and corrects the form within one checkout gets a new intent).
 */
function idempotencyKeyFor(checkoutId: string, driver: DriverSignup): string {
  const details = createHash('sha256')
    .update(JSON.stringify([STARTER_KIT_CHARGE, driver]))
    .digest('hex')
    .slice(0, 32);
  return `driver-checkout-${checkoutId}-${details}`;
}

/** The PaymentIntent id a charge or dispute belongs to. */
function paymentIntentIdOf(object: { payment_intent?: string | Stripe.PaymentIntent | null }): string | undefined {
  const reference = object.payment_intent;
  return typeof reference === 'string' ? reference : (reference?.id ?? undefined);
}

function isChargedAsStarterKit(intent: Stripe.PaymentIntent): boolean {
  return intent.amount === STARTER_KIT_CHARGE.amount && intent.currency === STARTER_KIT_CHARGE.currency;
}

/** A PaymentIntent that may complete a sign-up: succeeded, for the Starter Kit's price. */
function assertPaidStarterKit(intent: Stripe.PaymentIntent): void {
  if (intent.status === 'processing') throw new HttpError(402, MESSAGES.processing);
  if (intent.status !== 'succeeded') throw new HttpError(402, MESSAGES.notPaid);
  if (!isChargedAsStarterKit(intent)) throw new HttpError(402, MESSAGES.wrongCharge);
}

function sameSecret(expected: string | null, given: string): boolean {
  if (!expected) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The server side of the driver payment: the server decides the
 * charge, checks the PaymentIntent with Stripe before it accepts a sign-up, accepts each
 * PaymentIntent once, and completes from the signed webhook when the browser never returns.
 */
export class DriverCheckout {
  constructor(
    private readonly stripe: Stripe,
    private readonly submissions: SubmissionsRepository,
  ) {}

  async createPaymentIntentForDriver(driver: DriverSignup, checkoutId: string): Promise<PaymentIntentForDriver> {
    const key = idempotencyKeyFor(checkoutId, driver);
    let intent = await this.createIntent(driver, key);
    let row = await this.submissions.findByPaymentIntent(intent.id);
    if (row && row.status !== 'pending_payment') {
      // The same details were already paid for: this is a new order, so a new PaymentIntent.
      intent = await this.createIntent(driver, `${key}-${randomUUID()}`);
      row = undefined;
    }
    if (!row) await this.saveOnce({ kind: 'driver', status: 'pending_payment', paymentIntentId: intent.id, payload: driver });
    if (!intent.client_secret) throw new Error(`PaymentIntent ${intent.id} came without a client secret`);
    return { clientSecret: intent.client_secret, paymentIntentId: intent.id };
  }

  /** POST /api/uber-signup: accepts the sign-up only for a succeeded Starter Kit payment of these details. */
  async completeSignup(driver: DriverSignup, paymentIntentId: string): Promise<CompletedSignup> {
    const row = await this.submissions.findByPaymentIntent<DriverSignup>(paymentIntentId);
    if (!row || row.kind !== 'driver') throw new HttpError(409, MESSAGES.unknownPayment);
    if (!isSameDriver(driver, row.payload)) throw new HttpError(409, MESSAGES.detailsDiffer);
    const order = orderOf(row.payload, paymentIntentId);
    if (row.status === 'paid') return { id: row.id, firstCompletion: false, order };

    const intent = await this.retrieveIntent(paymentIntentId);
    assertPaidStarterKit(intent);
    const firstCompletion = await this.submissions.transition(row.id, 'pending_payment', 'paid');
    return { id: row.id, firstCompletion, order };
  }

  /**
   * POST /api/stripe/payment-returns: the bank sent the driver back to a browser session that
   * holds no form (another tab, or the session ended). The client secret proves the caller
   * holds this payment; the sign-up completes from the server's row, else from the
   * PaymentIntent's metadata, so nothing is asked twice and nothing is charged twice.
   */
  async completeReturnedPayment(clientSecret: string): Promise<CompletedSignup> {
    const paymentIntentId = intentIdOfClientSecret(clientSecret);
    if (!paymentIntentId) throw new HttpError(400, MESSAGES.unknownPayment);
    const intent = await this.retrieveIntent(paymentIntentId);
    // Compared in constant time, like any secret.
    if (!sameSecret(intent.client_secret, clientSecret)) throw new HttpError(409, MESSAGES.unknownPayment);
    assertPaidStarterKit(intent);

    const row = await this.submissions.findByPaymentIntent<DriverSignup>(intent.id);
    if (row) {
      if (row.kind !== 'driver') throw new HttpError(409, MESSAGES.unknownPayment);
      const firstCompletion = await this.submissions.transition(row.id, 'pending_payment', 'paid');
      return { id: row.id, firstCompletion, order: orderOf(row.payload, intent.id) };
    }
    const driver = driverFromMetadata(intent.metadata);
    if (!driver) throw new HttpError(409, MESSAGES.noOrderDetails);
    const saved = await this.saveOnce({ kind: 'driver', status: 'paid', paymentIntentId: intent.id, payload: driver });
    return { id: saved.row.id, firstCompletion: saved.created, order: orderOf(saved.row.payload as DriverSignup, intent.id) };
  }

  /** payment_intent.succeeded from the signed webhook: completes from the stored row, else from the metadata. */
  async completeFromWebhook(intent: Stripe.PaymentIntent): Promise<WebhookOutcome> {
    if (intent.status !== 'succeeded' || !isChargedAsStarterKit(intent)) return 'ignored';
    const row = await this.submissions.findByPaymentIntent(intent.id);
    if (row) {
      if (row.kind !== 'driver') return 'ignored';
      const moved = await this.submissions.transition(row.id, 'pending_payment', 'paid');
      return moved ? 'completed' : 'already-completed';
    }
    const driver = driverFromMetadata(intent.metadata);
    if (!driver) return 'ignored';
    const saved = await this.saveOnce({ kind: 'driver', status: 'paid', paymentIntentId: intent.id, payload: driver });
    return saved.created ? 'completed' : 'already-completed';
  }

  /** charge.refunded: a fully refunded Starter Kit charge marks its sign-up refunded (once) and tells the operator. */
  async markRefunded(charge: Stripe.Charge, log?: pino.Logger): Promise<ChargeEventOutcome> {
    if (!charge.refunded) {
      log?.info({ chargeId: charge.id }, 'partial refund: the sign-up stays paid');
      return 'ignored';
    }
    return this.markSignup(paymentIntentIdOf(charge), ['paid', 'pending_payment'], 'refunded');
  }

  /** charge.dispute.created: marks the sign-up disputed (once) and tells the operator. */
  async markDisputed(dispute: Stripe.Dispute): Promise<ChargeEventOutcome> {
    return this.markSignup(paymentIntentIdOf(dispute), ['paid', 'pending_payment', 'refunded'], 'disputed');
  }

  private async markSignup(paymentIntentId: string | undefined, from: SubmissionStatus[], to: SubmissionStatus): Promise<ChargeEventOutcome> {
    if (!paymentIntentId) return 'ignored';
    const row = await this.submissions.findByPaymentIntent(paymentIntentId);
    if (!row || row.kind !== 'driver') return 'ignored';
    return (await this.submissions.transition(row.id, from, to)) ? 'marked' : 'already-marked';
  }

  private async createIntent(driver: DriverSignup, idempotencyKey: string): Promise<Stripe.PaymentIntent> {
    return this.callStripe(() =>
      this.stripe.paymentIntents.create(
        {
          amount: STARTER_KIT_CHARGE.amount,
          currency: STARTER_KIT_CHARGE.currency,
          automatic_payment_methods: { enabled: true },
          description: 'Starter Kit',
          metadata: driverMetadata(driver),
        },
        { idempotencyKey },
      ),
    );
  }

  private async retrieveIntent(id: string): Promise<Stripe.PaymentIntent> {
    try {
      return await this.stripe.paymentIntents.retrieve(id);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError) throw new HttpError(409, MESSAGES.unknownPayment);
      throw new HttpError(502, MESSAGES.providerUnavailable);
    }
  }

  private async callStripe<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (error instanceof Stripe.errors.StripeError) throw new HttpError(502, MESSAGES.providerUnavailable);
      throw error;
    }
  }

  /** Saves a row unless one already exists for its PaymentIntent (the column is unique). */
  private async saveOnce(submission: NewSubmission & { paymentIntentId: string }): Promise<{ row: StoredSubmission; created: boolean }> {
    try {
      return { row: await this.submissions.save(submission), created: true };
    } catch (error) {
      const existing = await this.submissions.findByPaymentIntent(submission.paymentIntentId);
      if (existing) return { row: existing, created: false };
      throw error;
    }
  }
}
