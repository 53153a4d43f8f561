import { Router } from 'express';
import { ENDPOINTS, routePath } from '@minibar/contracts';
import type { AppContext } from '../context';

/**
 * GET /api/google-places-key for the driver form's address autocomplete.
 * The key is configuration (GOOGLE_PLACES_API_KEY), never a literal: with no key configured the answer is an empty key and the browser keeps manual entry.
 */
export function placesRoutes({ config }: AppContext): Router {
  const router = Router();
  router.get(routePath(ENDPOINTS.placesKey), (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ apiKey: config.googlePlacesApiKey ?? '' });
  });
  return router;
}
