import Stripe from 'stripe';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STARTER_KIT_PRICE_CENTS } from '@minibar/contracts';
import { notificationEmailFor } from '../src/notifications/notification-email';
import { startFakeStripe, type FakeStripe } from '@minibar/testing/fake-stripe';
import { createTestApp, type TestApp } from '@minibar/testing/api-app';

const WEBHOOK_SECRET = 'whsec_x';
const signer = new Stripe('sk_test_signer');

let fake: FakeStripe;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakeStripe({ webhookSecret: WEBHOOK_SECRET, addressFile: null });
  t = await createTestApp({
    STRIPE_SECRET_KEY: 'sk_test_x',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_HOST: 'localhost',
    STRIPE_API_PORT: String(fake.port),
    STRIPE_API_PROTOCOL: 'http',
  });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

let driverCount = 0;
/** A valid driver form, different each time so every test owns its own PaymentIntent. */
function driverForm() {
  driverCount += 1;
  return {
    firstName: 'Ada',
    lastName: `Driver${driverCount}`,
    email: `ada${driverCount}@example.com`,
    phone: '+12025550143',
    address: '1600 Pennsylvania Ave NW',
    apartment: '',
    city: 'Washington',
    state: 'DC',
    zip: '20500',
    additionalInfo: '',
  };
}

async function newCheckout(): Promise<string> {
  const res = await request(t.app).post('/api/stripe/checkouts').send({}).expect(201);
  return res.body.checkoutId as string;
}

async function createIntent(formData: object, extra: object = {}, checkoutId?: string) {
  const res = await request(t.app)
    .post('/api/stripe/payment-intents')
    .send({ checkoutId: checkoutId ?? (await newCheckout()), metadata: { formData, source: 'driver_signup' }, ...extra })
    .expect(201);
  return res.body as { clientSecret: string; paymentIntentId: string };
}

async function outboxEventsOf(paymentIntentId: string) {
  const row = await t.context.submissions.findByPaymentIntent(paymentIntentId);
  const rows = await t.storage.db.selectFrom('outbox').select('event').where('submission_id', '=', row!.id).execute();
  return rows.map((r) => r.event).sort();
}

/** What Stripe.js does in the browser: confirm the intent with a card that pays. */
async function pay(paymentIntentId: string) {
  const stripe = new Stripe('sk_test_browser', { host: 'localhost', port: fake.port, protocol: 'http' });
  const intent = await stripe.paymentIntents.confirm(paymentIntentId, { payment_method: 'pm_card_visa' });
  expect(intent.status).toBe('succeeded');
}

const signUp = (formData: object, paymentIntentId: string) =>
  request(t.app)
    .post('/api/uber-signup')
    .send({ ...formData, paymentIntentId });

function postWebhook(payload: string, signature: string) {
  return request(t.app).post('/api/stripe/webhook').set('Content-Type', 'application/json').set('Stripe-Signature', signature).send(payload);
}

const signed = (payload: string) => signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });

describe('GET /api/stripe/config', () => {
  it('answers the publishable key', async () => {
    const res = await request(t.app).get('/api/stripe/config').expect(200);
    expect(res.body).toEqual({ publishableKey: 'pk_test_x' });
  });

  it('answers 503 with a message when no Stripe keys are configured', async () => {
    const bare = await createTestApp();
    try {
      const res = await request(bare.app).get('/api/stripe/config').expect(503);
      expect(res.body.message).toEqual(expect.any(String));
      await request(bare.app)
        .post('/api/stripe/payment-intents')
        .send({ metadata: { formData: driverForm() } })
        .expect(503);
    } finally {
      await bare.close();
    }
  });
});

describe('POST /api/stripe/payment-intents', () => {
  it('charges the Starter Kit price in USD whatever the browser sends, and stores a pending sign-up', async () => {
    const form = driverForm();
    const { clientSecret, paymentIntentId } = await createIntent(form, { amount: 1, currency: 'eur' });
    const intent = fake.intents.get(paymentIntentId);
    expect(intent).toMatchObject({
      amount: STARTER_KIT_PRICE_CENTS,
      currency: 'usd',
      client_secret: clientSecret,
      automatic_payment_methods: { enabled: true },
    });
    expect(intent?.metadata).toMatchObject({ source: 'driver_signup', email: form.email, phone: form.phone, zip: form.zip });
    const row = await t.context.submissions.findByPaymentIntent(paymentIntentId);
    expect(row).toMatchObject({ kind: 'driver', status: 'pending_payment' });
  });

  it('reuses one PaymentIntent when one checkout is submitted twice', async () => {
    const form = driverForm();
    const checkoutId = await newCheckout();
    const first = await createIntent(form, {}, checkoutId);
    const second = await createIntent(form, {}, checkoutId);
    expect(second).toEqual(first);
    expect((await t.context.submissions.listByKind('driver', 500)).filter((r) => r.paymentIntentId === first.paymentIntentId)).toHaveLength(1);
  });

  it('gives two drivers with identical details two PaymentIntents', async () => {
    const form = driverForm();
    const first = await createIntent(form);
    const second = await createIntent(form);
    expect(second.paymentIntentId).not.toBe(first.paymentIntentId);
    expect(second.clientSecret).not.toBe(first.clientSecret);
  });

  it('refuses a missing or forged checkout id and stores nothing', async () => {
    const before = await t.context.submissions.count('driver');
    const genuine = await newCheckout();
    const forged = `${genuine.slice(0, -2)}${genuine.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const checkoutId of [undefined, 'co_made-up', forged, 42]) {
      const res = await request(t.app)
        .post('/api/stripe/payment-intents')
        .send({ checkoutId, metadata: { formData: driverForm() } })
        .expect(400);
      expect(res.body).toEqual({
        message: 'This checkout is not valid. Please reload the payment page.',
        fieldErrors: { checkoutId: ['This checkout is not valid. Please reload the payment page.'] },
      });
    }
    expect(await t.context.submissions.count('driver')).toBe(before);
  });

  it('keeps metadata values within Stripe’s 500 characters', async () => {
    const { paymentIntentId } = await createIntent({ ...driverForm(), additionalInfo: 'x'.repeat(2000) });
    expect(fake.intents.get(paymentIntentId)?.metadata.additionalInfo).toHaveLength(500);
  });

  it('refuses invalid form data with the driver form’s messages', async () => {
    const res = await request(t.app)
      .post('/api/stripe/payment-intents')
      .send({ checkoutId: await newCheckout(), metadata: { formData: { ...driverForm(), zip: '123' } } })
      .expect(400);
    expect(res.body.fieldErrors).toEqual({ zip: ['Invalid ZIP code format'] });
  });
});

describe('POST /api/uber-signup', () => {
  it('completes the sign-up once the payment succeeded', async () => {
    const form = driverForm();
    const { paymentIntentId } = await createIntent(form);
    await pay(paymentIntentId);
    const res = await signUp(form, paymentIntentId).expect(201);
    const row = await t.context.submissions.findById(res.body.id);
    expect(row).toMatchObject({ kind: 'driver', status: 'paid', paymentIntentId });
  });

  it('answers the order the driver is shown: name, shipping address, the price charged and the payment reference', async () => {
    const form = { ...driverForm(), apartment: 'Apt 4' };
    const { paymentIntentId } = await createIntent(form);
    await pay(paymentIntentId);
    const res = await signUp(form, paymentIntentId).expect(201);
    expect(res.body.order).toEqual({
      name: `Ada ${form.lastName}`,
      email: form.email,
      shippingAddress: ['1600 Pennsylvania Ave NW, Apt 4', 'Washington, DC 20500'],
      amountCents: STARTER_KIT_PRICE_CENTS,
      currency: 'usd',
      paymentReference: paymentIntentId,
    });
    // A repeat answers the same order.
    expect((await signUp(form, paymentIntentId).expect(200)).body.order).toEqual(res.body.order);
  });

  it('refuses a driver sign-up whose payment has not succeeded', async () => {
    const form = driverForm();
    const { paymentIntentId } = await createIntent(form);
    const res = await signUp(form, paymentIntentId).expect(402);
    expect(res.body.message).toBe('Your payment has not been completed. Please complete payment first.');
    expect((await t.context.submissions.findByPaymentIntent(paymentIntentId))?.status).toBe('pending_payment');
  });

  it('refuses a payment of another amount than the Starter Kit price', async () => {
    const form = driverForm();
    const { paymentIntentId } = await createIntent(form);
    await pay(paymentIntentId);
    fake.intents.get(paymentIntentId)!.amount = 100;
    const res = await signUp(form, paymentIntentId).expect(402);
    expect(res.body.message).toBe('This payment does not match the Starter Kit price.');
  });

  it('refuses a PaymentIntent that this site did not create', async () => {
    const foreign = await new Stripe('sk_test_other', { host: 'localhost', port: fake.port, protocol: 'http' }).paymentIntents.create({
      amount: STARTER_KIT_PRICE_CENTS,
      currency: 'usd',
    });
    await pay(foreign.id);
    const before = await t.context.submissions.count('driver');
    const res = await signUp(driverForm(), foreign.id).expect(409);
    expect(res.body.message).toEqual(expect.stringContaining('could not find this payment'));
    expect(await t.context.submissions.count('driver')).toBe(before);
  });

  it('refuses form data that differs from what was paid for', async () => {
    const form = driverForm();
    const { paymentIntentId } = await createIntent(form);
    await pay(paymentIntentId);
    const res = await signUp({ ...form, address: '1 Other Street' }, paymentIntentId).expect(409);
    expect(res.body.message).toEqual(expect.stringContaining('differ from the order'));
    expect((await t.context.submissions.findByPaymentIntent(paymentIntentId))?.status).toBe('pending_payment');
  });

  it('answers a second use of the same payment with the same sign-up and no second row', async () => {
    const form = driverForm();
    const { paymentIntentId } = await createIntent(form);
    await pay(paymentIntentId);
    const first = await signUp(form, paymentIntentId).expect(201);
    const before = await t.context.submissions.count('driver');
    const second = await signUp({ ...form, email: form.email.toUpperCase() }, paymentIntentId).expect(200);
    expect(second.body.id).toBe(first.body.id);
    expect(await t.context.submissions.count('driver')).toBe(before);
  });

  it('refuses a sign-up without a payment reference', async () => {
    const res = await request(t.app).post('/api/uber-signup').send(driverForm()).expect(400);
    expect(res.body.fieldErrors.paymentIntentId).toEqual(expect.any(Array));
  });
});

describe('POST /api/stripe/payment-returns (the bank sent the driver back to a session without the form)', () => {
  const returned = (clientSecret: unknown) => request(t.app).post('/api/stripe/payment-returns').send({ clientSecret });

  it('completes the paid sign-up from the stored row and answers its order; a repeat answers the same', async () => {
    const form = driverForm();
    const { clientSecret, paymentIntentId } = await createIntent(form);
    await pay(paymentIntentId);
    const res = await returned(clientSecret).expect(201);
    expect(res.body.order).toMatchObject({ name: `Ada ${form.lastName}`, amountCents: STARTER_KIT_PRICE_CENTS, paymentReference: paymentIntentId });
    expect(await t.context.submissions.findById(res.body.id)).toMatchObject({ status: 'paid', paymentIntentId });

    const count = await t.context.submissions.count('driver');
    expect((await returned(clientSecret).expect(200)).body.id).toBe(res.body.id);
    // The form, if the driver still had it, completes the same sign-up.
    expect((await signUp(form, paymentIntentId).expect(200)).body.id).toBe(res.body.id);
    expect(await t.context.submissions.count('driver')).toBe(count);
  });

  it("completes from the PaymentIntent's metadata when no row was stored", async () => {
    const form = driverForm();
    const { clientSecret, paymentIntentId } = await createIntent(form);
    await pay(paymentIntentId);
    await t.storage.db.deleteFrom('submissions').where('payment_intent_id', '=', paymentIntentId).execute();
    const res = await returned(clientSecret).expect(201);
    expect(res.body.order).toMatchObject({ email: form.email, shippingAddress: ['1600 Pennsylvania Ave NW', 'Washington, DC 20500'] });
    expect(await t.context.submissions.findByPaymentIntent(paymentIntentId)).toMatchObject({
      status: 'paid',
      payload: expect.objectContaining({ email: form.email, zip: form.zip }),
    });
  });

  it('refuses a payment that has not succeeded, and changes nothing', async () => {
    const { clientSecret, paymentIntentId } = await createIntent(driverForm());
    const res = await returned(clientSecret).expect(402);
    expect(res.body.message).toBe('Your payment has not been completed. Please complete payment first.');
    expect((await t.context.submissions.findByPaymentIntent(paymentIntentId))?.status).toBe('pending_payment');
  });

  it('refuses a client secret that is not the PaymentIntent’s own, or is not one at all', async () => {
    const { clientSecret, paymentIntentId } = await createIntent(driverForm());
    await pay(paymentIntentId);
    const forged = `${paymentIntentId}_secret_${'a'.repeat(24)}`;
    expect((await returned(forged).expect(409)).body.message).toEqual(expect.stringContaining('could not find this payment'));
    expect((await t.context.submissions.findByPaymentIntent(paymentIntentId))?.status).toBe('pending_payment');
    await returned('not-a-secret').expect(400);
    expect((await returned(undefined).expect(400)).body.fieldErrors.clientSecret).toEqual(['The payment reference is missing.']);
    // The payment's own secret still completes it: only the forged ones were refused.
    await returned(clientSecret).expect(201);
  });

  it('refuses a paid PaymentIntent that does not carry a driver sign-up', async () => {
    const foreign = await new Stripe('sk_test_other', { host: 'localhost', port: fake.port, protocol: 'http' }).paymentIntents.create({
      amount: STARTER_KIT_PRICE_CENTS,
      currency: 'usd',
    });
    await pay(foreign.id);
    const before = await t.context.submissions.count('driver');
    const res = await returned(foreign.client_secret).expect(409);
    expect(res.body.message).toEqual(expect.stringContaining('contact us'));
    expect(await t.context.submissions.count('driver')).toBe(before);
  });
});

describe('POST /api/stripe/webhook', () => {
  it('completes a paid sign-up whose browser never came back', async () => {
    const form = driverForm();
    const { paymentIntentId } = await createIntent(form);
    await pay(paymentIntentId);
    const payload = fake.eventFor('payment_intent.succeeded', paymentIntentId);
    await postWebhook(payload, signed(payload)).expect(200, { received: true });
    expect((await t.context.submissions.findByPaymentIntent(paymentIntentId))?.status).toBe('paid');

    // The driver comes back later: the same sign-up, still one row.
    const before = await t.context.submissions.count('driver');
    await signUp(form, paymentIntentId).expect(200);
    expect(await t.context.submissions.count('driver')).toBe(before);
  });

  it('completes from the metadata when no row was stored, and a replay changes nothing', async () => {
    const form = driverForm();
    const { paymentIntentId } = await createIntent(form);
    await pay(paymentIntentId);
    // As if the pending row had been lost: only Stripe knows the driver now.
    await t.storage.db.deleteFrom('submissions').where('payment_intent_id', '=', paymentIntentId).execute();
    const payload = fake.eventFor('payment_intent.succeeded', paymentIntentId);
    await postWebhook(payload, signed(payload)).expect(200);
    const row = await t.context.submissions.findByPaymentIntent(paymentIntentId);
    expect(row).toMatchObject({ status: 'paid', payload: expect.objectContaining({ email: form.email, zip: form.zip }) });

    const count = await t.context.submissions.count('driver');
    await postWebhook(payload, signed(payload)).expect(200);
    expect(await t.context.submissions.count('driver')).toBe(count);
  });

  it('acknowledges and ignores other events', async () => {
    const { paymentIntentId } = await createIntent(driverForm());
    const payload = fake.eventFor('payment_intent.created', paymentIntentId);
    await postWebhook(payload, signed(payload)).expect(200, { received: true });
    expect((await t.context.submissions.findByPaymentIntent(paymentIntentId))?.status).toBe('pending_payment');
  });

  it('refuses a bad or missing signature and changes nothing', async () => {
    const { paymentIntentId } = await createIntent(driverForm());
    await pay(paymentIntentId);
    const payload = fake.eventFor('payment_intent.succeeded', paymentIntentId);
    const forged = signer.webhooks.generateTestHeaderString({ payload, secret: 'whsec_wrong' });
    await postWebhook(payload, forged).expect(400);
    await request(t.app).post('/api/stripe/webhook').set('Content-Type', 'application/json').send(payload).expect(400);
    expect((await t.context.submissions.findByPaymentIntent(paymentIntentId))?.status).toBe('pending_payment');
  });
});

describe('refunds and disputes from the webhook', () => {
  async function paidSignup() {
    const form = driverForm();
    const { paymentIntentId } = await createIntent(form);
    await pay(paymentIntentId);
    await signUp(form, paymentIntentId).expect(201);
    return paymentIntentId;
  }

  it('marks a fully refunded sign-up refunded and tells the operator once, however often the event arrives', async () => {
    const paymentIntentId = await paidSignup();
    const payload = fake.refundEventFor(paymentIntentId);
    await postWebhook(payload, signed(payload)).expect(200, { received: true });
    expect((await t.context.submissions.findByPaymentIntent(paymentIntentId))?.status).toBe('refunded');
    expect(await outboxEventsOf(paymentIntentId)).toEqual(['received', 'refunded']);
    await postWebhook(payload, signed(payload)).expect(200, { received: true });
    expect((await t.context.submissions.findByPaymentIntent(paymentIntentId))?.status).toBe('refunded');
    expect(await outboxEventsOf(paymentIntentId)).toEqual(['received', 'refunded']);
  });

  it('leaves a partly refunded sign-up paid', async () => {
    const paymentIntentId = await paidSignup();
    const payload = fake.refundEventFor(paymentIntentId, false);
    await postWebhook(payload, signed(payload)).expect(200);
    expect((await t.context.submissions.findByPaymentIntent(paymentIntentId))?.status).toBe('paid');
    expect(await outboxEventsOf(paymentIntentId)).toEqual(['received']);
  });

  it('marks a disputed sign-up disputed, once, and tells the operator', async () => {
    const paymentIntentId = await paidSignup();
    const payload = fake.disputeEventFor(paymentIntentId);
    await postWebhook(payload, signed(payload)).expect(200);
    await postWebhook(payload, signed(payload)).expect(200);
    expect((await t.context.submissions.findByPaymentIntent(paymentIntentId))?.status).toBe('disputed');
    expect(await outboxEventsOf(paymentIntentId)).toEqual(['disputed', 'received']);
    const [claimed] = (await t.context.outbox.claimDue(500, 60_000)).filter((n) => n.event === 'disputed' && n.kind === 'driver');
    expect(notificationEmailFor(claimed!).subject).toBe('Payment disputed: paid driver sign-up');
  });

  it('refuses a refund event with a bad signature and changes nothing', async () => {
    const paymentIntentId = await paidSignup();
    const payload = fake.refundEventFor(paymentIntentId);
    await postWebhook(payload, signer.webhooks.generateTestHeaderString({ payload, secret: 'whsec_wrong' })).expect(400);
    expect((await t.context.submissions.findByPaymentIntent(paymentIntentId))?.status).toBe('paid');
  });
});

describe('unpaid sign-ups older than a day', () => {
  const DAY = 24 * 60 * 60 * 1000;

  let era = Date.UTC(2021, 0, 1);
  /**
   * Dates these sign-ups long ago, each call a week before the last, and answers the moment a
   * day and a minute after: a run at that moment finds them old enough and no other test's.
   */
  async function madeLongAgo(paymentIntentIds: string[]): Promise<Date> {
    era -= 7 * DAY;
    await t.storage.db
      .updateTable('submissions')
      .set({ created_at: new Date(era).toISOString() })
      .where('payment_intent_id', 'in', paymentIntentIds)
      .execute();
    return new Date(era + DAY + 60_000);
  }

  it('are cancelled with Stripe and deleted with their personal data; paid ones complete; recent and processing ones stay', async () => {
    const abandoned = await createIntent(driverForm());
    const paidButLost = await createIntent(driverForm());
    await pay(paidButLost.paymentIntentId);
    const stillProcessing = await createIntent(driverForm());
    fake.intents.get(stillProcessing.paymentIntentId)!.status = 'processing';
    const recent = await createIntent(driverForm());
    const old = new Date(Date.now() - DAY - 60_000).toISOString();
    await t.storage.db
      .updateTable('submissions')
      .set({ created_at: old })
      .where(
        'payment_intent_id',
        'in',
        [abandoned, paidButLost, stillProcessing].map((i) => i.paymentIntentId),
      )
      .execute();

    await t.retention!.runOnce();

    expect(await t.context.submissions.findByPaymentIntent(abandoned.paymentIntentId)).toBeUndefined();
    const cancelled = fake.intents.get(abandoned.paymentIntentId)!;
    expect(cancelled).toMatchObject({ status: 'canceled', cancellation_reason: 'abandoned', metadata: { source: 'driver_signup' } });
    expect(Object.keys(cancelled.metadata)).toEqual(['source']);
    expect((await t.context.submissions.findByPaymentIntent(paidButLost.paymentIntentId))?.status).toBe('paid');
    expect((await t.context.submissions.findByPaymentIntent(stillProcessing.paymentIntentId))?.status).toBe('pending_payment');
    expect((await t.context.submissions.findByPaymentIntent(recent.paymentIntentId))?.status).toBe('pending_payment');
    expect(fake.intents.get(recent.paymentIntentId)?.status).toBe('requires_payment_method');
  });

  it.each([
    { outage: 'down', stripe: 'down' },
    { outage: 'error', stripe: 'failing every call' },
  ] as const)('keeps every sign-up, paid or not, while Stripe is $stripe, and retires them once Stripe answers again', async ({ outage }) => {
    const paidButLost = await createIntent(driverForm());
    await pay(paidButLost.paymentIntentId);
    const abandoned = await createIntent(driverForm());
    const later = await madeLongAgo([paidButLost.paymentIntentId, abandoned.paymentIntentId]);

    await fake.setOutage(outage);
    try {
      expect(await t.retention!.runOnce(later)).toEqual({ deleted: 0, completed: 0, kept: 2 });
    } finally {
      await fake.setOutage();
    }
    expect((await t.context.submissions.findByPaymentIntent(paidButLost.paymentIntentId))?.status).toBe('pending_payment');
    expect((await t.context.submissions.findByPaymentIntent(abandoned.paymentIntentId))?.status).toBe('pending_payment');
    expect(fake.intents.get(abandoned.paymentIntentId)?.status).toBe('requires_payment_method');

    expect(await t.retention!.runOnce(later)).toEqual({ deleted: 1, completed: 1, kept: 0 });
    expect((await t.context.submissions.findByPaymentIntent(paidButLost.paymentIntentId))?.status).toBe('paid');
    expect(await t.context.submissions.findByPaymentIntent(abandoned.paymentIntentId)).toBeUndefined();
    expect(fake.intents.get(abandoned.paymentIntentId)?.status).toBe('canceled');
  });

  it("keeps a sign-up whose PaymentIntent Stripe does not know: the key may be another account's, where it was paid", async () => {
    const missing = await createIntent(driverForm());
    fake.intents.delete(missing.paymentIntentId);
    const later = await madeLongAgo([missing.paymentIntentId]);

    expect(await t.retention!.runOnce(later)).toEqual({ deleted: 0, completed: 0, kept: 1 });
    expect(await t.context.submissions.findByPaymentIntent(missing.paymentIntentId)).toMatchObject({ status: 'pending_payment' });
  });
});
