import { Router } from 'express';
import type { AppContext } from '../context';

/** Host, hotel and cleaner applications (signup-flows §7). */
export function partnerRoutes(_context: AppContext): Router {
  const router = Router();
  return router;
}
