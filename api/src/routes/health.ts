import { Router } from 'express';
import { databaseAnswers, type Storage } from '../storage';

/** 200 when the database answers, 503 when it does not; what the database is stays private. */
export function healthRoutes(storage: Storage): Router {
  const router = Router();
  router.get('/health', async (_req, res) => {
    const ok = await databaseAnswers(storage);
    res
      .status(ok ? 200 : 503)
      .set('Cache-Control', 'no-store')
      .json({ status: ok ? 'ok' : 'unavailable' });
  });
  return router;
}
