import express, { Router, type RequestHandler } from 'express';
import compression from 'compression';
import type pino from 'pino';
import type { PublicFormName } from '@minibar/contracts';
import type { Config } from './config';
import type { AppContext } from './context';
import { AdminQueries, OutboxRepository, SubmissionsRepository, type Storage } from './storage';
import { errorHandler, fieldErrorsOf, notFoundHandler } from '@minibar/http/errors';
import { MAX_BODY_BYTES, requireJson } from '@minibar/http/validation';
import { rateLimits } from './http/rate-limits';
import { apiSecurityHeaders } from './http/security';
import { createLogger, httpLogger } from '@minibar/http/logger';
import { publicFormRoutes } from './routes/public-forms';
import { driverRoutes } from './routes/drivers';
import { paymentRoutes } from './routes/payments';
import { placesRoutes } from './routes/places';
import { healthRoutes } from './routes/health';
import { adminRoutes } from './routes/admin';
import { startNotifications } from './notifications/start-notifications';
import { paymentsOf } from './payments/payments-of';
import { PendingPaymentRetention } from './payments/pending-payment-retention';
import { publicForms } from './submissions/public-forms';

export { MAX_BODY_BYTES };

export type RawBodyRequest = import('node:http').IncomingMessage & { rawBody?: Buffer };

export interface AppOptions {
  config: Config;
  storage: Storage;
  logger?: pino.Logger;
}

/** A public form's values checked and stored: nothing, or the contract's messages per field. */
export type SubmitPublicForm = (form: PublicFormName, values: unknown) => Promise<{ fieldErrors?: Record<string, string[]> }>;

/**
 * The API as parts another server can mount: the router answering under /api, the
 * submissions limiter (one count per visitor wherever a form is sent), the public forms'
 * store step, and the outbox worker.
 */
export function createApi({ config, storage, logger = createLogger(config.logLevel) }: AppOptions) {
  const context: AppContext = {
    config,
    storage,
    submissions: new SubmissionsRepository(storage),
    outbox: new OutboxRepository(storage),
    adminQueries: new AdminQueries(storage),
  };
  const limits = rateLimits(config.rateLimit);

  const router = Router();
  router.use((req, res, next) => {
    if (req.method === 'GET' || req.method === 'HEAD') return limits.reads(req, res, next);
    // Stripe's deliveries are verified by signature and must never be refused by the per-IP limit.
    if (req.path === '/stripe/webhook') return next();
    return limits.submissions(req, res, next);
  });
  router.use(requireJson);
  router.use(
    express.json({
      limit: MAX_BODY_BYTES,
      strict: false,
      // Stripe signs the exact bytes of a webhook: keep them beside the parsed body.
      verify: (req, _res, raw) => {
        (req as RawBodyRequest).rawBody = raw;
      },
    }),
  );
  router.use(publicFormRoutes(context));
  router.use(driverRoutes(context));
  router.use(paymentRoutes(context));
  router.use(placesRoutes(context));
  router.use(healthRoutes(storage));
  router.use('/admin', adminRoutes(context));
  router.use(notFoundHandler);

  const submitPublicForm: SubmitPublicForm = async (form, values) => {
    const { error } = await publicForms[form].submit(context.submissions, values);
    return error ? { fieldErrors: fieldErrorsOf(error) } : {};
  };
  const submissionLimit: RequestHandler = limits.submissions;

  // The outbox worker and the payment retention job live with the API; the caller stops them before closing the storage.
  const notifications = startNotifications(config, context.outbox, logger);
  context.notifications = notifications;
  const payments = paymentsOf(context);
  const retention = payments.stripe
    ? new PendingPaymentRetention(payments.stripe, context.submissions, payments.checkout(), logger, config.paymentRetentionIntervalMs).start()
    : undefined;
  return { router, context, notifications, retention, submissionLimit, submitPublicForm };
}

export type Api = ReturnType<typeof createApi>;

/** The API on its own (only /api, every answer JSON); nothing listens until the caller says so. */
export function createApp({ config, storage, logger = createLogger(config.logLevel) }: AppOptions) {
  const api = createApi({ config, storage, logger });
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.use(httpLogger(logger));
  app.use(apiSecurityHeaders());
  app.use(compression());
  app.use('/api', api.router);
  app.use(notFoundHandler);
  app.use(errorHandler);
  return { app, ...api };
}
