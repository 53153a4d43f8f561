import { Router } from 'express';
import { ENDPOINTS, routePath } from 'contracts';
import { serverContracts } from 'contracts/server';
import { parseBody } from '../http/validation';
import { storeCleanerApplication, storeHostApplication, storeHotelApplication } from '../submissions/public-forms';
import type { AppContext } from '../context';

/** Host, hotel and cleaner applications: validate, store durably, answer 201 { id }. */
export function partnerRoutes({ submissions }: AppContext): Router {
  const router = Router();

  router.post(routePath(ENDPOINTS.hostApplication), async (req, res) => {
    const application = parseBody(serverContracts.hostApplication, req);
    const stored = await storeHostApplication(submissions, application);
    res.status(201).json({ id: stored.id });
  });

  router.post(routePath(ENDPOINTS.hotelSignup), async (req, res) => {
    const application = parseBody(serverContracts.hotelApplication, req);
    const stored = await storeHotelApplication(submissions, application);
    res.status(201).json({ id: stored.id });
  });

  router.post(routePath(ENDPOINTS.cleanerSignup), async (req, res) => {
    const application = parseBody(serverContracts.cleanerApplication, req);
    const stored = await storeCleanerApplication(submissions, application);
    res.status(201).json({ id: stored.id });
  });

  return router;
}
