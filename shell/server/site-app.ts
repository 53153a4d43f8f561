import path from 'node:path';
import express from 'express';
import compression from 'compression';
import type pino from 'pino';
import { errorHandler } from '@minibar/http/errors';
import { createLogger, httpLogger } from '@minibar/http/logger';
import type { SiteServerConfig } from './config';
import type { ApiBackend } from './api-backend';
import { inlineScriptHashes } from './inline-scripts';
import { currentRemotes, currentRemoteUrls } from './remotes-config';
import { requestGuards } from './request-guards';
import { securityHeaders } from './security';
import { getSiteConfigFor } from './site-config';
import { siteRoutes } from './static-site';

export interface SiteAppOptions {
  config: SiteServerConfig;
  /** The API in this process, or the forwarding to the API's origin. */
  api: ApiBackend;
  logger?: pino.Logger;
}

/**
 * The website: the API's answers under /api, then the pages, the shell and remotes'
 * files, /remotes.json, the sitemap and the forms posted without JavaScript, all with the
 * site's security headers. Nothing listens until the caller says so; `stopRendering` ends
 * the processes that render its pages.
 */
export function createSiteApp({ config, api, logger = createLogger(config.logLevel) }: SiteAppOptions) {
  // A remote in REMOTES_FILE that is not trusted is reported now, not at the first page.
  currentRemotes(config);
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.use(requestGuards(logger));
  app.use(httpLogger(logger));
  app.use(
    securityHeaders(
      getSiteConfigFor(config).videoUrl,
      () => Object.values(currentRemoteUrls(config)).filter((url) => /^https?:/.test(url)),
      () => inlineScriptHashes(path.join(config.publicDir, 'shell', 'dist', 'index.html')),
    ),
  );
  app.use(compression());
  app.use('/api', api.handler);
  const site = siteRoutes(config, { submitForm: api.submitForm, submissionLimit: api.submissionLimit, logger });
  app.use(site);
  app.use(errorHandler);
  return Object.assign(app, { stopRendering: site.stopRendering });
}
