import { Router } from 'express';
import type Stripe from 'stripe';
import { z } from 'zod';
import type { RawBodyRequest } from '../app';
import type { AppContext } from '../context';
import { driverSignupSchema, type CompletedDriverOrder } from '@minibar/contracts';
import { fieldErrorsOf, HttpError, INVALID_FIELDS_MESSAGE } from '@minibar/http/errors';
import { parseBody } from '@minibar/http/validation';
import { PAYMENTS_UNAVAILABLE_MESSAGE, paymentsOf } from '../payments/payments-of';
import type { CheckoutIds } from '../payments/checkout-id';

const paymentReturnSchema = z.object({
  clientSecret: z.string({ error: 'The payment reference is missing.' }).trim().min(1, 'The payment reference is missing.').max(300),
});

const INVALID_SIGNATURE_MESSAGE = 'The webhook signature could not be verified.';
export const CHECKOUT_EXPIRED_MESSAGE = 'This checkout is not valid. Please reload the payment page.';

/**
 * The browser sends { checkoutId, metadata: { formData, source } }; only the checkout id and
 * formData matter, and never an amount.
 */
function paymentIntentRequestOf(body: unknown, checkoutIds: CheckoutIds) {
  const request = z
    .object({ checkoutId: z.unknown(), metadata: z.object({ formData: z.unknown() }) })
    .partial()
    .safeParse(body).data;
  const parsed = driverSignupSchema.safeParse(request?.metadata?.formData ?? {});
  const checkoutId = typeof request?.checkoutId === 'string' && checkoutIds.isGenuine(request.checkoutId) ? request.checkoutId : undefined;
  if (!parsed.success || !checkoutId) {
    const fieldErrors = parsed.success ? {} : fieldErrorsOf(parsed.error);
    if (!checkoutId) fieldErrors.checkoutId = [CHECKOUT_EXPIRED_MESSAGE];
    throw new HttpError(400, checkoutId ? INVALID_FIELDS_MESSAGE : CHECKOUT_EXPIRED_MESSAGE, fieldErrors);
  }
  return { driver: parsed.data, checkoutId };
}

/** Stripe configuration, PaymentIntents and the webhook. */
export function paymentRoutes(context: AppContext): Router {
  const router = Router();
  const payments = paymentsOf(context);
  const { publishableKey, webhookSecret } = context.config.stripe;

  router.get('/stripe/config', (_req, res) => {
    // Without both keys no payment can work: the payment page shows its setup error.
    if (!publishableKey || !payments.stripe) throw new HttpError(503, PAYMENTS_UNAVAILABLE_MESSAGE);
    res.set('Cache-Control', 'no-store').json({ publishableKey });
  });

  // A new checkout id for the payment page: one order, however often its intent is requested.
  router.post('/stripe/checkouts', (_req, res) => {
    const checkoutId = payments.checkoutIds().issue();
    res.status(201).set('Cache-Control', 'no-store').json({ checkoutId });
  });

  router.post('/stripe/payment-intents', async (req, res) => {
    const checkout = payments.checkout();
    const { driver, checkoutId } = paymentIntentRequestOf(req.body, payments.checkoutIds());
    const created = await checkout.createPaymentIntentForDriver(driver, checkoutId);
    res.status(201).json(created);
  });

  // The bank's return in a session that lost the form: the server's record completes the order.
  router.post('/stripe/payment-returns', async (req, res) => {
    const checkout = payments.checkout();
    const { clientSecret } = parseBody(paymentReturnSchema, req);
    const signup = await checkout.completeReturnedPayment(clientSecret);
    const answer: CompletedDriverOrder = { id: signup.id, order: signup.order };
    res.status(signup.firstCompletion ? 201 : 200).json(answer);
  });

  router.post('/stripe/webhook', async (req, res) => {
    const checkout = payments.checkout();
    if (!webhookSecret || !payments.stripe) throw new HttpError(503, PAYMENTS_UNAVAILABLE_MESSAGE);
    const signature = req.get('stripe-signature');
    const rawBody = (req as unknown as RawBodyRequest).rawBody;
    if (!signature || !rawBody) throw new HttpError(400, INVALID_SIGNATURE_MESSAGE);
    let event: Stripe.Event;
    try {
      event = payments.stripe.webhooks.constructEvent(rawBody, signature, webhookSecret);
    } catch {
      throw new HttpError(400, INVALID_SIGNATURE_MESSAGE);
    }
    // Each handler changes a sign-up once, so a replayed event changes nothing.
    let outcome: string | undefined;
    if (event.type === 'payment_intent.succeeded') outcome = await checkout.completeFromWebhook(event.data.object);
    if (event.type === 'charge.refunded') outcome = await checkout.markRefunded(event.data.object, req.log);
    if (event.type === 'charge.dispute.created') outcome = await checkout.markDisputed(event.data.object);
    if (outcome) req.log?.info({ eventId: event.id, outcome }, `${event.type} handled`);
    res.json({ received: true });
  });

  return router;
}
