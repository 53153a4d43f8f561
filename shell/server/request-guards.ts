import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { rateLimit } from 'express-rate-limit';
import type pino from 'pino';
import type { SiteServerConfig } from './config';

/** The longest path the site reads (the query apart); a longer one answers 414. */
export const MAX_PATH_LENGTH = 2048;

export const TOO_MANY_PAGES = 'Too many requests. Please wait a moment and try again.';

/** A host name or IPv4 address, or a bracketed IPv6 address, each with an optional port. */
const HOST_HEADER = /^(?:[a-z0-9.-]{1,253}|\[[0-9a-f:.]{2,45}\])(?::(\d{1,5}))?$/i;

/** True for a Host header a browser could send: a host name or address, and a port up to 65535. */
export function isWellFormedHost(host: string): boolean {
  const match = HOST_HEADER.exec(host);
  return Boolean(match) && Number(match![1] ?? 0) <= 65535;
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * A refusal: JSON under /api, a short page everywhere else; logged in one line with its
 * status and reason, never the address, headers or client (they may carry personal data).
 */
export function refuse(req: Request, res: Response, status: number, message: string, logger: pino.Logger): void {
  logger.warn({ status, method: req.method }, `Refused: ${message}`);
  res.setHeader('Cache-Control', 'no-store');
  if (req.path === '/api' || req.path.startsWith('/api/')) {
    res.status(status).json({ message });
    return;
  }
  res
    .status(status)
    .type('html')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeText(message)}</title></head><body><p>${escapeText(message)}</p></body></html>`,
    );
}

/**
 * Requests the site refuses before any other work: a path over 2 kB (414) and a
 * malformed Host header (400). Neither is logged with its content.
 */
export function requestGuards(logger: pino.Logger): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const queryAt = req.url.indexOf('?');
    if ((queryAt === -1 ? req.url.length : queryAt) > MAX_PATH_LENGTH) {
      refuse(req, res, 414, 'The address is too long.', logger);
      return;
    }
    const host = req.headers.host;
    if (host !== undefined && !isWellFormedHost(host)) {
      refuse(req, res, 400, 'The Host header is not valid.', logger);
      return;
    }
    next();
  };
}

/** Page requests per client IP (the client IP comes from TRUST_PROXY hops); past the limit, 429 with a short page. */
export function pageRateLimit(config: SiteServerConfig['rateLimit'], logger: pino.Logger): RequestHandler {
  return rateLimit({
    windowMs: config.windowMs,
    limit: config.pageMax,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: (req, res) => refuse(req, res, 429, TOO_MANY_PAGES, logger),
  });
}
