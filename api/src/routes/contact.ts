import { Router } from 'express';
import { ENDPOINTS, routePath } from 'contracts';
import { serverContracts } from 'contracts/server';
import { parseBody } from '../http/validation';
import { storeContactMessage } from '../submissions/public-forms';
import type { AppContext } from '../context';

/** POST /api/contact: validate, store, answer 201 { id }. */
export function contactRoutes({ submissions }: AppContext): Router {
  const router = Router();
  router.post(routePath(ENDPOINTS.contact), async (req, res) => {
    const message = parseBody(serverContracts.contact, req);
    const stored = await storeContactMessage(submissions, message);
    res.status(201).json({ id: stored.id });
  });
  return router;
}
