import { Router } from 'express';
import { z } from 'zod';
import type { AppContext } from '../context';
import { driverSignupSchema, type CompletedDriverOrder } from '@minibar/contracts';
import { parseBody } from '@minibar/http/validation';
import { paymentsOf } from '../payments/payments-of';

const PAYMENT_REFERENCE_MESSAGE = 'The payment reference is missing. Please complete payment first.';

/** The driver form plus the PaymentIntent that paid for it. */
const paidDriverSignupSchema = driverSignupSchema.extend({
  paymentIntentId: z
    .string({ error: PAYMENT_REFERENCE_MESSAGE })
    .trim()
    .regex(/^pi_[A-Za-z0-9_]{1,200}$/, PAYMENT_REFERENCE_MESSAGE),
});

/**
 * POST /api/uber-signup: accepted only for a succeeded Starter Kit payment
 * of these same details; a repeat for the same payment answers the same sign-up. The answer
 * is the order the driver is shown.
 */
export function driverRoutes(context: AppContext): Router {
  const router = Router();
  const payments = paymentsOf(context);

  router.post('/uber-signup', async (req, res) => {
    const checkout = payments.checkout();
    const { paymentIntentId, ...driver } = parseBody(paidDriverSignupSchema, req);
    const signup = await checkout.completeSignup(driver, paymentIntentId);
    const answer: CompletedDriverOrder = { id: signup.id, order: signup.order };
    res.status(signup.firstCompletion ? 201 : 200).json(answer);
  });

  return router;
}
