import { Router } from 'express';
import type { AppContext } from '../context';

/** GET /api/google-places-key for the driver form's address autocomplete. */
export function placesRoutes(_context: AppContext): Router {
  const router = Router();
  return router;
}
