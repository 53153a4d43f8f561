import { rateLimit } from 'express-rate-limit';
import type { Config } from '../config';
import { HttpError } from '@minibar/http/errors';

export const TOO_MANY_REQUESTS = 'Too many requests. Please wait a moment and try again.';

/**
 * Per-IP limits. Submissions: a person sending a few messages in a row is never refused,
 * a script sending hundreds is; one count covers the API and the forms posted to the pages.
 * The client IP comes from `trust proxy` (TRUST_PROXY hops).
 */
export function rateLimits(config: Config['rateLimit']) {
  const common = {
    windowMs: config.windowMs,
    standardHeaders: 'draft-8' as const,
    legacyHeaders: false,
    // A refusal is an error like any other: the API answers it as JSON, a page post as the page.
    handler: (_req: unknown, _res: unknown, next: (error: unknown) => void) => next(new HttpError(429, TOO_MANY_REQUESTS)),
  };
  return {
    submissions: rateLimit({ ...common, limit: config.submitMax }),
    reads: rateLimit({ ...common, limit: config.readMax }),
  };
}
