import { Router } from 'express';
import {
  cleanerApplicationSchema,
  hostApplicationSchema,
  hotelApplicationSchema,
  splitListingLinks,
} from '../contracts';
import { parseBody } from '../http/validation';
import type { AppContext } from '../context';

/** Host, hotel and cleaner applications (signup-flows §7): validate, store durably, answer 201 { id }. */
export function partnerRoutes({ submissions }: AppContext): Router {
  const router = Router();

  router.post('/host-application', async (req, res) => {
    const application = parseBody(hostApplicationSchema, req);
    // The links are kept as typed and as a list, so nobody has to split them again.
    const payload = { ...application, listingLinks: splitListingLinks(application.listingLink) };
    const stored = await submissions.save({ kind: 'host', payload });
    res.status(201).json({ id: stored.id });
  });

  router.post('/hotel-signup', async (req, res) => {
    const application = parseBody(hotelApplicationSchema, req);
    const stored = await submissions.save({ kind: 'hotel', payload: application });
    res.status(201).json({ id: stored.id });
  });

  router.post('/cleaner-signup', async (req, res) => {
    const application = parseBody(cleanerApplicationSchema, req);
    const stored = await submissions.save({ kind: 'cleaner', payload: application });
    res.status(201).json({ id: stored.id });
  });

  return router;
}
