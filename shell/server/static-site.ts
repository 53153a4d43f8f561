import fs from 'node:fs';
import path from 'node:path';
import express, { Router, type Request, type RequestHandler, type Response } from 'express';
import { remoteDirectory } from '@minibar/site-config';
import type { SiteServerConfig } from './config';
import { currentRemoteUrls } from './remotes-config';
import { isUnknownArticle, renderIndexHtml } from './index-html';
import { seoRoutes } from './seo';
import { createServerRenderer } from './server-render';
import { formPostRoutes } from './form-posts';
import { pageRateLimit } from './request-guards';
import { allowInlineStyles, styleNonce } from './security';
import { NONCE_SLOT, type PageEncoding, type PreparedPage } from './prepared-page';
import { createSitePages, manifestUrls } from './site-pages';
import type { SubmittedForm } from '@minibar/contracts/form-posts';
import type { SubmitForm } from './api-backend';
import type pino from 'pino';

const IMMUTABLE = 'public, max-age=31536000, immutable';

function setCacheHeaders(res: Response, filePath: string) {
  const hashed = /[\\/]assets[\\/]/.test(filePath);
  res.setHeader('Cache-Control', hashed ? IMMUTABLE : 'no-cache');
}

/** A hashed file's name: the only files the build writes a Brotli copy of. */
const HASHED_FILE = /^\/assets\/[^/]+$/;

/**
 * A build's files, each hashed one sent as the Brotli copy the build wrote beside it
 * (`<file>.br`, at the highest quality) to a client that takes Brotli. The copy is looked for
 * on every request, so a remote deployed while the site runs has its copies sent at once. A
 * file without a copy, or a client without Brotli, gets the file itself, which the site's
 * compression then compresses as it sends it.
 */
function buildFiles(dist: string, options: { fallthrough: boolean }): RequestHandler {
  const files = express.static(dist, { ...options, index: false, setHeaders: setCacheHeaders });
  const copies = express.static(dist, {
    index: false,
    setHeaders: (res, copyPath) => {
      setCacheHeaders(res, copyPath);
      res.setHeader('Content-Encoding', 'br');
      res.type(path.extname(copyPath.slice(0, -'.br'.length)));
    },
  });
  return (req, res, next) => {
    if (!HASHED_FILE.test(req.path)) {
      files(req, res, next);
      return;
    }
    res.vary('Accept-Encoding');
    if (req.acceptsEncodings('br') !== 'br') {
      files(req, res, next);
      return;
    }
    const url = req.url;
    req.url = url.replace(/^[^?]*/, (filePath) => `${filePath}.br`);
    copies(req, res, (error?: unknown) => {
      req.url = url;
      if (error) next(error);
      else files(req, res, next);
    });
  };
}

/**
 * The encoding of a kept page's answer: the first of its compressed copies the client takes
 * (Brotli, then gzip), else the page as it is. A page without copies is left to the site's
 * compression.
 */
function encodingFor(req: Request, res: Response, prepared: PreparedPage): PageEncoding {
  if (!prepared.encodings.length) return 'identity';
  res.vary('Accept-Encoding');
  return prepared.encodings.find((encoding) => req.acceptsEncodings(encoding) === encoding) ?? 'identity';
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
 * public forms posted to their pages without JavaScript. `stopRendering` ends its render processes.
 */
export function siteRoutes(config: SiteServerConfig, { submitForm, submissionLimit, logger }: SiteDeps): Router & { stopRendering(): Promise<void> } {
  const router = Router();
  const shellDist = path.join(config.publicDir, 'shell', 'dist');
  const renderInto = createServerRenderer(config, (message, error) => logger.error(error === undefined ? {} : { err: error }, message));
  const sitePages = createSitePages((message) => logger.warn(message));
  const pagesFor = (req: Request) => sitePages.current(manifestUrls(config, req));

  /** The route's page, rendered on the server; with a form, that form as the server answered it. */
  async function sendPage(req: Request, res: Response, status: number, form?: SubmittedForm): Promise<void> {
    const indexFile = path.join(shellDist, 'index.html');
    if (!fs.existsSync(indexFile)) {
      res.status(503).json({ message: 'The site has not been built yet. Run "npm run build".' });
      return;
    }
    // An answer to a post holds what the visitor typed: never kept by a cache.
    res.setHeader('Cache-Control', form ? 'no-store' : 'no-cache');
    // The nonce is the page scripts' to give the style elements they add (a dialog's scroll
    // lock). It is the last thing in the page, so all before it is the same in every answer
    // and a kept page is compressed once (see `preparePage`).
    const pages = await pagesFor(req);
    const template = renderIndexHtml(indexFile, req.path, config, pages).replace(
      '</body>',
      () => `<meta name="style-nonce" nonce="${NONCE_SLOT}" /></body>`,
    );
    const prepared = await renderInto(template, req, pages, form);
    allowInlineStyles(res, prepared.styleSources);
    // Every answer has its own nonce, so a page is never the same twice: no ETag to compute.
    res.status(status).type('html');
    const encoding = encodingFor(req, res, prepared);
    // A compressed copy is sent as it is; the site's compression leaves an encoded answer alone.
    if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
    const body = prepared.answer(styleNonce(res), encoding);
    // Said up front: the site's compression would otherwise send even an answer it leaves alone in chunks.
    res.setHeader('Content-Length', body.length);
    res.end(body);
  }

  router.use(seoRoutes(config, pagesFor));
  router.use(formPostRoutes({ submitForm, submissionLimit, sendPage }));

  router.get('/remotes.json', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json(currentRemoteUrls(config));
  });

  for (const { prefix, folder } of Object.values(remoteDirectory)) {
    const dist = path.join(config.publicDir, folder, 'dist');
    // A missing chunk is a real 404, never the shell's HTML.
    router.use(prefix, buildFiles(dist, { fallthrough: false }));
  }

  // The shell's files all have an extension; a page's path never looks for one.
  const shellFiles = buildFiles(shellDist, { fallthrough: true });
  router.use((req, res, next) => (path.extname(req.path) ? shellFiles(req, res, next) : next()));

  // Pages are counted per client like the API's reads; files and the forms' own limit are apart.
  router.get('/{*splat}', pageRateLimit(config.rateLimit, logger), async (req, res, next) => {
    if (path.extname(req.path)) {
      next();
      return;
    }
    // A page has one address: another letter case or trailing slashes move there for good.
    const pages = await pagesFor(req);
    const canonical = pages.canonicalPath(req.path);
    if (canonical) {
      res.redirect(301, `${canonical}${req.url.slice(req.path.length)}`);
      return;
    }
    await sendPage(req, res, pages.isNotFound(req.path) || isUnknownArticle(req.path, config) ? 404 : 200);
  });

  router.use((_req, res) => {
    res.status(404).json({ message: 'Not found' });
  });
  return Object.assign(router, { stopRendering: renderInto.close });
}
