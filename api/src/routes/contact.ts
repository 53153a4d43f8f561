import { Router } from 'express';
import { contactSchema } from '../contracts';
import { parseBody } from '../http/validation';
import type { AppContext } from '../context';

/** site-shell §7: POST /api/contact — validate, store, answer 201 { id }. */
export function contactRoutes({ submissions }: AppContext): Router {
  const router = Router();
  router.post('/contact', async (req, res) => {
    const message = parseBody(contactSchema, req);
    const stored = await submissions.save({ kind: 'contact', payload: message });
    res.status(201).json({ id: stored.id });
  });
  return router;
}
