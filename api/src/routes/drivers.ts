import { Router } from 'express';
import type { AppContext } from '../context';

/** Driver sign-up and the address-autocomplete key (signup-flows §7). */
export function driverRoutes(_context: AppContext): Router {
  const router = Router();
  return router;
}
