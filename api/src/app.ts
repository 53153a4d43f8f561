import path from 'node:path';
import express, { Router } from 'express';
import compression from 'compression';
import type pino from 'pino';
import type { Config } from './config';
import type { AppContext } from './context';
import { AdminQueries, OutboxRepository, SubmissionsRepository, type Storage } from './storage';
import { errorHandler, notFoundHandler } from './http/errors';
import { MAX_BODY_BYTES, requireJson } from './http/validation';
import { rateLimits } from './http/rate-limits';
import { securityHeaders } from './http/security';
import { createLogger, httpLogger } from './logger';
import { contactRoutes } from './routes/contact';
import { partnerRoutes } from './routes/partners';
import { driverRoutes } from './routes/drivers';
import { paymentRoutes } from './routes/payments';
import { placesRoutes } from './routes/places';
import { healthRoutes } from './routes/health';
import { adminRoutes } from './routes/admin';
import { startNotifications } from './notifications/start-notifications';
import { paymentsOf } from './payments/payments-of';
import { PendingPaymentRetention } from './payments/pending-payment-retention';
import { siteRoutes } from './site/static-site';
import { getSiteConfigFor } from './site/site-config';
import { currentRemoteUrls } from './site/remotes-config';
import { inlineScriptHashes } from './site/inline-scripts';

export { MAX_BODY_BYTES };

export type RawBodyRequest = import('node:http').IncomingMessage & { rawBody?: Buffer };

export interface AppOptions {
  config: Config;
  storage: Storage;
  logger?: pino.Logger;
  /** Serve the built shell and remotes too (the one-process site); off for API-only tests. */
  serveSite?: boolean;
}

/** Builds the Express app; nothing listens until the caller says so. */
export function createApp({ config, storage, logger = createLogger(config.logLevel), serveSite = true }: AppOptions) {
  const context: AppContext = {
    config,
    storage,
    submissions: new SubmissionsRepository(storage),
    outbox: new OutboxRepository(storage),
    adminQueries: new AdminQueries(storage),
  };
  const limits = rateLimits(config.rateLimit);
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.use(httpLogger(logger));
  app.use(
    securityHeaders(
      getSiteConfigFor(config).videoUrl,
      () => Object.values(currentRemoteUrls(config)).filter((url) => /^https?:/.test(url)),
      () => inlineScriptHashes(path.join(config.publicDir, 'shell', 'dist', 'index.html')),
    ),
  );
  app.use(compression());

  const api = Router();
  api.use((req, res, next) => {
    if (req.method === 'GET' || req.method === 'HEAD') return limits.reads(req, res, next);
    // Stripe's deliveries are verified by signature and must never be refused by the per-IP limit.
    if (req.path === '/stripe/webhook') return next();
    return limits.submissions(req, res, next);
  });
  api.use(requireJson);
  api.use(
    express.json({
      limit: MAX_BODY_BYTES,
      strict: false,
      // Stripe signs the exact bytes of a webhook: keep them beside the parsed body.
      verify: (req, _res, raw) => {
        (req as RawBodyRequest).rawBody = raw;
      },
    }),
  );
  api.use(contactRoutes(context));
  api.use(partnerRoutes(context));
  api.use(driverRoutes(context));
  api.use(paymentRoutes(context));
  api.use(placesRoutes(context));
  api.use(healthRoutes(storage));
  api.use('/admin', adminRoutes(context));
  api.use(notFoundHandler);
  app.use('/api', api);

  if (serveSite) app.use(siteRoutes(config, { submissions: context.submissions, submissionLimit: limits.submissions }));
  app.use(errorHandler);
  // The outbox worker and the payment retention job live with the app; the caller stops them before closing the storage.
  const notifications = startNotifications(config, context.outbox, logger);
  context.notifications = notifications;
  const payments = paymentsOf(context);
  const retention = payments.stripe
    ? new PendingPaymentRetention(payments.stripe, context.submissions, payments.checkout(), logger, config.paymentRetentionIntervalMs).start()
    : undefined;
  return { app, context, notifications, retention };
}
