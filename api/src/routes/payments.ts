import { Router } from 'express';
import type Stripe from 'stripe';
import { z } from 'zod';
import type { RawBodyRequest } from '../app';
import type { AppContext } from '../context';
import { serverContracts } from 'contracts/server';
import { fieldErrorsOf, HttpError, INVALID_FIELDS_MESSAGE } from '../http/errors';
import { PAYMENTS_UNAVAILABLE_MESSAGE, paymentsOf } from '../payments/payments-of';

const INVALID_SIGNATURE_MESSAGE = 'The webhook signature could not be verified.';

/** The browser sends { metadata: { formData, source } }; only formData matters, and never an amount. */
function driverFromPaymentIntentRequest(body: unknown) {
  const formData = z.object({ metadata: z.object({ formData: z.unknown() }) }).safeParse(body).data?.metadata.formData;
  const parsed = serverContracts.driverSignup.safeParse(formData ?? {});
  if (!parsed.success) throw new HttpError(400, INVALID_FIELDS_MESSAGE, fieldErrorsOf(parsed.error));
  return parsed.data;
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

  router.post('/stripe/payment-intents', async (req, res) => {
    const checkout = payments.checkout();
    const driver = driverFromPaymentIntentRequest(req.body);
    const created = await checkout.createPaymentIntentForDriver(driver);
    res.status(201).json(created);
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
    if (event.type === 'payment_intent.succeeded') {
      const outcome = await checkout.completeFromWebhook(event.data.object);
      req.log?.info({ eventId: event.id, outcome }, 'payment_intent.succeeded handled');
    }
    res.json({ received: true });
  });

  return router;
}
