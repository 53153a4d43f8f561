import fs from 'node:fs';
import path from 'node:path';
import express, { Router, type Request, type RequestHandler, type Response } from 'express';
import { remoteDirectory } from 'shared-ui-site';
import type { SiteServerConfig } from './config';
import { currentRemoteUrls } from './remotes-config';
import { isUnknownArticle, renderIndexHtml } from './index-html';
import { seoRoutes } from './seo';
import { createServerRenderer, NONCE_SLOT } from './server-render';
import { formPostRoutes } from './form-posts';
import { pageRateLimit } from './request-guards';
import { allowStyleAttributes, styleNonce } from './security';
import { createPreparedPages, preparePage } from './prepared-page';
import type { SubmittedForm } from 'shared-ui/public-forms';
import type { SubmitForm } from './api-backend';
import type pino from 'pino';

const IMMUTABLE = 'public, max-age=31536000, immutable';

function setCacheHeaders(res: Response, filePath: string) {
  const hashed = /[\\/]assets[\\/]/.test(filePath);
  res.setHeader('Cache-Control', hashed ? IMMUTABLE : 'no-cache');
}

interface SiteDeps {
  /** Stores a form posted to a page through the API's store step. */
  submitForm: SubmitForm;
  /** The API's submissions limiter: forms posted to the pages count against it too. */
  submissionLimit: RequestHandler;
  logger: pino.Logger;
}

/**
 * The website: the shell at /, each remote under /remotes/<name>/, /remotes.json,
 * every other path answered with the shell's HTML carrying that route's meta, and the
 * public forms posted to their pages without JavaScript.
 */
export function siteRoutes(config: SiteServerConfig, { submitForm, submissionLimit, logger }: SiteDeps): Router {
  const router = Router();
  const shellDist = path.join(config.publicDir, 'shell', 'dist');
  const renderInto = createServerRenderer(config, (message, error) => logger.error(error === undefined ? {} : { err: error }, message));
  const preparedPage = createPreparedPages();

  /** The route's page, rendered on the server; with a form, that form as the server answered it. */
  async function sendPage(req: Request, res: Response, status: number, form?: SubmittedForm): Promise<void> {
    const indexFile = path.join(shellDist, 'index.html');
    if (!fs.existsSync(indexFile)) {
      res.status(503).json({ message: 'The site has not been built yet. Run "npm run build".' });
      return;
    }
    // An answer to a post holds what the visitor typed: never kept by a cache.
    res.setHeader('Cache-Control', form ? 'no-store' : 'no-cache');
    // The nonce is also the page scripts' to give the style elements they add (a dialog's scroll lock).
    const template = renderIndexHtml(indexFile, req.path, config).replace(
      '</head>',
      () => `<meta name="style-nonce" nonce="${NONCE_SLOT}" /></head>`,
    );
    const page = await renderInto(template, req, form);
    // A form's answer holds what the visitor typed: prepared for this answer only, never remembered.
    const prepared = form ? preparePage(page) : preparedPage(page);
    allowStyleAttributes(res, prepared.styleSources);
    // Every answer has its own nonce, so a page is never the same twice: no ETag to compute.
    res
      .status(status)
      .type('html')
      .end(prepared.withNonce(styleNonce(res)));
  }

  router.use(seoRoutes(config));
  router.use(formPostRoutes({ submitForm, submissionLimit, sendPage }));

  router.get('/remotes.json', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json(currentRemoteUrls(config));
  });

  for (const { prefix, folder } of Object.values(remoteDirectory)) {
    const dist = path.join(config.publicDir, folder, 'dist');
    // A missing chunk is a real 404, never the shell's HTML.
    router.use(prefix, express.static(dist, { fallthrough: false, index: false, setHeaders: setCacheHeaders }));
  }

  // The shell's files all have an extension; a page's path never looks for one.
  const shellFiles = express.static(shellDist, { index: false, setHeaders: setCacheHeaders });
  router.use((req, res, next) => (path.extname(req.path) ? shellFiles(req, res, next) : next()));

  // Pages are counted per client like the API's reads; files and the forms' own limit are apart.
  router.get('/{*splat}', pageRateLimit(config.rateLimit, logger), async (req, res, next) => {
    if (path.extname(req.path)) {
      next();
      return;
    }
    await sendPage(req, res, isUnknownArticle(req.path, config) ? 404 : 200);
  });

  router.use((_req, res) => {
    res.status(404).json({ message: 'Not found' });
  });
  return router;
}
