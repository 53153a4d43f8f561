import type { Server } from 'node:http';
import { createApi } from '@minibar/api';
import { ConfigError, loadConfig } from '@minibar/api/config';
import { createLogger } from '@minibar/http/logger';
import { openStorage } from '@minibar/api/storage';
import { inProcessApi, remoteApi } from './api-backend';
import { loadSiteServerConfig, SiteConfigError } from './config';
import { unconfiguredSiteSettings } from './site-config';
import { createSiteApp } from './site-app';

/** Reads a configuration; a bad value stops the process with the message naming the variable. */
function configOrExit<T>(load: () => T): T {
  try {
    return load();
  } catch (error) {
    if (error instanceof ConfigError || error instanceof SiteConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/**
 * The website's entry point. With API_ORIGIN it serves the site alone and forwards /api
 * and form posts to that API; without it, the API runs in this process on the same port.
 */
async function main() {
  const siteConfig = configOrExit(() => loadSiteServerConfig());
  const logger = createLogger(siteConfig.logLevel);
  let stopApi = async () => {};
  let dialect = '';
  let listening = `Site listening (API at ${siteConfig.apiOrigin})`;
  let api = siteConfig.apiOrigin ? remoteApi(siteConfig.apiOrigin) : undefined;
  if (!api) {
    const apiConfig = configOrExit(() => loadConfig());
    const storage = await openStorage({ dataDir: apiConfig.dataDir, databaseUrl: apiConfig.databaseUrl });
    const inProcess = createApi({ config: apiConfig, storage, logger });
    api = inProcessApi(inProcess);
    stopApi = async () => {
      await Promise.all([inProcess.notifications?.stop(), inProcess.retention?.stop()]);
      await storage.close();
    };
    listening = 'Site and API listening';
    dialect = ` (${storage.dialect})`;
  }
  const unconfigured = unconfiguredSiteSettings(siteConfig);
  if (unconfigured) logger.warn(unconfigured);
  const app = createSiteApp({ config: siteConfig, api, logger });
  const server: Server = app.listen(siteConfig.port, siteConfig.host, (error?: Error) => {
    if (error) {
      logger.fatal({ err: error }, `Could not listen on port ${siteConfig.port}`);
      process.exit(1);
    }
    logger.info(`${listening} on http://localhost:${siteConfig.port}${dialect}`);
  });
  // A client that sends its headers or body slowly, or keeps an idle connection, never
  // holds a connection for long: headers within 10 s, the whole request within 30 s, idle
  // keep-alive connections closed after 5 s.
  server.headersTimeout = 10_000;
  server.requestTimeout = 30_000;
  server.keepAliveTimeout = 5_000;
  const shutdown = () => {
    server.close(() => void Promise.all([stopApi(), app.stopRendering()]).then(() => process.exit(0)));
    setTimeout(() => process.exit(0), 5000).unref();
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}

void main();
