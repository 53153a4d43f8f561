import fs from 'node:fs';
import path from 'node:path';
import http from 'node:http';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { fakeStripeAddressFile } from './address-file';
import { decodeStripeForm } from './form-body';

/**
 * A fake of the part of the Stripe API the site uses, spoken over HTTP so the real `stripe`
 * SDK (server) and a fake Stripe.js (browser tests) can both talk to it: create, retrieve and
 * confirm PaymentIntents, with Idempotency-Key replay, and webhook events to sign.
 */

export type PaymentOutcome = 'succeeded' | 'declined' | 'processing';
export type Outage = 'down' | 'error';

export interface FakePaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: 'requires_payment_method' | 'processing' | 'succeeded' | 'canceled';
  cancellation_reason: string | null;
  client_secret: string;
  metadata: Record<string, string>;
  description: string | null;
  automatic_payment_methods: { enabled: boolean } | null;
  last_payment_error: { type: string; code: string; message: string } | null;
  created: number;
  livemode: false;
}

export interface FakeStripe {
  port: number;
  url: string;
  intents: Map<string, FakePaymentIntent>;
  /** Decides the next confirmation, whatever payment method it names. */
  setNextOutcome(outcome: PaymentOutcome): void;
  /** An event body as Stripe would post it to the webhook (sign it with the SDK's test header). */
  eventFor(type: string, intentId: string): string;
  /** A charge.refunded event for the intent's charge; `full` false for a partial refund. */
  refundEventFor(intentId: string, full?: boolean): string;
  /** A charge.dispute.created event for the intent's charge. */
  disputeEventFor(intentId: string): string;
  /**
   * Until called again without one, Stripe cannot be asked: 'down' stops listening (every
   * connection is refused), 'error' answers every call with a 500 that is not to be retried.
   */
  setOutage(outage?: Outage): Promise<void>;
  close(): Promise<void>;
}

export interface FakeStripeOptions {
  webhookSecret: string;
  port?: number;
  /** Where to publish `{ port, url }` for the browser tests; null for none (see address-file.ts). */
  addressFile?: string | null;
}

/** Stripe's test payment method for a declined card; any other method pays. */
export const DECLINED_PAYMENT_METHOD = 'pm_card_chargeDeclined';
export const DECLINE_MESSAGE = 'Your card was declined.';
/** A method of this fake whose payment stays processing after confirmation, like a bank debit. */
export const PROCESSING_PAYMENT_METHOD = 'pm_fake_processing';

type Reply = { status: number; body: unknown };

function outcomeOfMethod(paymentMethod: unknown): PaymentOutcome {
  if (paymentMethod === DECLINED_PAYMENT_METHOD) return 'declined';
  return paymentMethod === PROCESSING_PAYMENT_METHOD ? 'processing' : 'succeeded';
}

const token = (bytes = 12) => randomBytes(bytes).toString('hex');
const stripeError = (status: number, type: string, message: string, extra: object = {}): Reply => ({
  status,
  body: { error: { type, message, ...extra } },
});

export async function startFakeStripe(options: FakeStripeOptions): Promise<FakeStripe> {
  const intents = new Map<string, FakePaymentIntent>();
  const idempotentReplies = new Map<string, Reply>();
  let nextOutcome: PaymentOutcome | undefined;
  let outage: Outage | undefined;

  function callerMayUse(intent: FakePaymentIntent, auth: string | undefined, params: Record<string, unknown>) {
    if (auth?.startsWith('Bearer sk_')) return true;
    // Stripe.js authenticates with the publishable key plus the intent's client secret.
    return String(params.key ?? '').startsWith('pk_') && params.client_secret === intent.client_secret;
  }

  function create(params: Record<string, unknown>): Reply {
    const amount = Number(params.amount);
    const currency = String(params.currency ?? '').toLowerCase();
    if (!Number.isInteger(amount) || amount < 50) return stripeError(400, 'invalid_request_error', 'Invalid amount', { param: 'amount' });
    if (!/^[a-z]{3}$/.test(currency)) return stripeError(400, 'invalid_request_error', 'Invalid currency', { param: 'currency' });
    const id = `pi_${token()}`;
    const automatic = params.automatic_payment_methods as { enabled?: string } | undefined;
    const intent: FakePaymentIntent = {
      id,
      object: 'payment_intent',
      amount,
      currency,
      status: 'requires_payment_method',
      client_secret: `${id}_secret_${token()}`,
      metadata: (params.metadata as Record<string, string> | undefined) ?? {},
      description: typeof params.description === 'string' ? params.description : null,
      automatic_payment_methods: automatic ? { enabled: automatic.enabled === 'true' } : null,
      last_payment_error: null,
      cancellation_reason: null,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
    };
    intents.set(id, intent);
    return { status: 200, body: intent };
  }

  function confirm(intent: FakePaymentIntent, params: Record<string, unknown>): Reply {
    if (intent.status === 'succeeded') {
      return stripeError(400, 'invalid_request_error', 'This PaymentIntent has already succeeded.', { code: 'payment_intent_unexpected_state' });
    }
    const outcome = nextOutcome ?? outcomeOfMethod(params.payment_method);
    nextOutcome = undefined;
    if (outcome === 'declined') {
      const error = { type: 'card_error', code: 'card_declined', message: DECLINE_MESSAGE };
      Object.assign(intent, { status: 'requires_payment_method', last_payment_error: error });
      return stripeError(402, error.type, error.message, { code: error.code, payment_intent: intent });
    }
    Object.assign(intent, { status: outcome, last_payment_error: null });
    return { status: 200, body: intent };
  }

  function cancel(intent: FakePaymentIntent, params: Record<string, unknown>): Reply {
    if (intent.status === 'succeeded' || intent.status === 'processing' || intent.status === 'canceled') {
      return stripeError(400, 'invalid_request_error', `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`, {
        code: 'payment_intent_unexpected_state',
      });
    }
    Object.assign(intent, {
      status: 'canceled',
      cancellation_reason: typeof params.cancellation_reason === 'string' ? params.cancellation_reason : null,
    });
    return { status: 200, body: intent };
  }

  /** Metadata updates as Stripe does them: a key set to '' is removed. */
  function update(intent: FakePaymentIntent, params: Record<string, unknown>): Reply {
    const changes = (params.metadata as Record<string, string> | undefined) ?? {};
    for (const [key, value] of Object.entries(changes)) {
      if (value === '') delete intent.metadata[key];
      else intent.metadata[key] = value;
    }
    return { status: 200, body: intent };
  }

  function route(method: string, pathname: string, params: Record<string, unknown>, auth: string | undefined): Reply {
    if (method === 'POST' && pathname === '/v1/payment_intents') {
      return auth?.startsWith('Bearer sk_') ? create(params) : stripeError(401, 'invalid_request_error', 'Invalid API key provided');
    }
    const match = /^\/v1\/payment_intents\/([^/]+)(\/confirm|\/cancel)?$/.exec(pathname);
    const intent = match?.[1] ? intents.get(match[1]) : undefined;
    if (!match || !intent || !callerMayUse(intent, auth, params)) {
      return stripeError(404, 'invalid_request_error', `No such payment_intent: '${match?.[1] ?? ''}'`, { code: 'resource_missing' });
    }
    if (method === 'GET' && !match[2]) return { status: 200, body: intent };
    if (method === 'POST' && match[2] === '/confirm') return confirm(intent, params);
    if (method === 'POST' && match[2] === '/cancel') return cancel(intent, params);
    if (method === 'POST' && !match[2]) return update(intent, params);
    return stripeError(404, 'invalid_request_error', 'Unrecognized request URL');
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake-stripe');
      const cors = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': '*', 'Access-Control-Allow-Methods': 'GET, POST' };
      if (req.method === 'OPTIONS') {
        res.writeHead(204, cors).end();
        return;
      }
      if (outage === 'error') {
        res.writeHead(500, { 'Content-Type': 'application/json', 'Stripe-Should-Retry': 'false', ...cors });
        res.end(JSON.stringify({ error: { type: 'api_error', message: 'An unknown error occurred' } }));
        return;
      }
      const params = { ...Object.fromEntries(url.searchParams), ...decodeStripeForm(Buffer.concat(chunks).toString('utf8')) };
      const idempotencyKey = req.method === 'POST' ? req.headers['idempotency-key'] : undefined;
      const replayKey = typeof idempotencyKey === 'string' ? `${url.pathname} ${idempotencyKey}` : undefined;
      // Stripe answers a repeated Idempotency-Key with the first answer, as it was then.
      const reply = (replayKey && idempotentReplies.get(replayKey)) || route(req.method ?? 'GET', url.pathname, params, req.headers.authorization);
      const frozen = { status: reply.status, body: JSON.parse(JSON.stringify(reply.body)) as unknown };
      if (replayKey && !idempotentReplies.has(replayKey)) idempotentReplies.set(replayKey, frozen);
      res.writeHead(frozen.status, { 'Content-Type': 'application/json', 'Request-Id': `req_${token(6)}`, ...cors });
      res.end(JSON.stringify(frozen.body));
    });
  });

  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, () => {
        server.off('error', reject);
        resolve();
      });
    });
  const stopListening = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  await listen(options.port ?? 0);
  const { port } = server.address() as AddressInfo;
  const url = `http://localhost:${port}`;
  const addressFile = options.addressFile === undefined ? fakeStripeAddressFile() : options.addressFile;
  if (addressFile) {
    fs.mkdirSync(path.dirname(addressFile), { recursive: true });
    fs.writeFileSync(addressFile, JSON.stringify({ port, url }));
  }

  /** A webhook event's body, as Stripe sends it, about `object`. */
  const eventBody = (type: string, object: unknown) =>
    JSON.stringify({ id: `evt_${token()}`, object: 'event', type, created: Math.floor(Date.now() / 1000), data: { object } });

  const intentOf = (intentId: string) => {
    const intent = intents.get(intentId);
    if (!intent) throw new Error(`No fake PaymentIntent ${intentId}`);
    return intent;
  };

  return {
    port,
    url,
    intents,
    setNextOutcome(outcome) {
      nextOutcome = outcome;
    },
    eventFor(type, intentId) {
      return eventBody(type, intentOf(intentId));
    },
    refundEventFor(intentId, full = true) {
      const intent = intentOf(intentId);
      const charge = {
        id: `ch_${intentId.slice(3)}`,
        object: 'charge',
        amount: intent.amount,
        amount_refunded: full ? intent.amount : Math.floor(intent.amount / 2),
        currency: intent.currency,
        payment_intent: intent.id,
        refunded: full,
      };
      return eventBody('charge.refunded', charge);
    },
    disputeEventFor(intentId) {
      const intent = intentOf(intentId);
      const dispute = {
        id: `dp_${token()}`,
        object: 'dispute',
        amount: intent.amount,
        currency: intent.currency,
        charge: `ch_${intentId.slice(3)}`,
        payment_intent: intent.id,
        reason: 'fraudulent',
        status: 'needs_response',
      };
      return eventBody('charge.dispute.created', dispute);
    },
    async setOutage(next) {
      if (next === outage) return;
      if (outage === 'down') await listen(port);
      outage = next;
      if (outage === 'down') await stopListening();
    },
    close() {
      if (addressFile) fs.rmSync(addressFile, { force: true });
      return outage === 'down' ? Promise.resolve() : stopListening();
    },
  };
}
