import { Router } from 'express';
import type { Config } from '../config';

/** /sitemap.xml and /robots.txt for crawlers. */
export function seoRoutes(_config: Config): Router {
  const router = Router();
  return router;
}
