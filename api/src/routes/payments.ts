import { Router } from 'express';
import type { AppContext } from '../context';

/** Stripe configuration, PaymentIntents and the webhook (signup-flows §7, DESIGN.md Payments). */
export function paymentRoutes(_context: AppContext): Router {
  const router = Router();
  return router;
}
