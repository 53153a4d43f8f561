import pino from 'pino';
import { createTestApp } from 'api/testing';
import { inProcessApi } from './api-backend';
import { loadSiteServerConfig } from './config';
import { createSiteApp } from './site-app';

/**
 * The website as `npm start` serves it, the API in the same process, on a real, empty
 * database (a temporary SQLite file, or PostgreSQL when TEST_DATABASE_URL is set).
 */
export async function createTestSite(env: Record<string, string> = {}, logger: pino.Logger = pino({ level: 'silent' })) {
  const t = await createTestApp(env, logger);
  const config = loadSiteServerConfig({ LOG_LEVEL: 'silent', ...env });
  const app = createSiteApp({ config, api: inProcessApi(t.api), logger });
  return { ...t, app, siteConfig: config };
}

export type TestSite = Awaited<ReturnType<typeof createTestSite>>;
