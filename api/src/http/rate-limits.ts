import { rateLimit } from 'express-rate-limit';
import type { Config } from '../config';

const tooMany = { message: 'Too many requests. Please wait a moment and try again.' };

/**
 * Per-IP limits. Submissions: a person sending a few messages in a row is never refused,
 * a script sending hundreds is. The client IP comes from `trust proxy` (TRUST_PROXY hops).
 */
export function rateLimits(config: Config['rateLimit']) {
  const common = { windowMs: config.windowMs, standardHeaders: 'draft-8' as const, legacyHeaders: false, message: tooMany };
  return {
    submissions: rateLimit({ ...common, limit: config.submitMax }),
    reads: rateLimit({ ...common, limit: config.readMax }),
  };
}
