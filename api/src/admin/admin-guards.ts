import type { Request, RequestHandler } from 'express';
import { HttpError } from '@minibar/http/errors';
import { isSameHost } from '@minibar/http/request-origin';
import type { AdminAuth } from './admin-auth';
import { ADMIN_MESSAGES, ADMIN_SETTINGS } from './admin-settings';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The admin session cookie's value, read from the Cookie header. */
export function sessionCookieOf(req: Request): string | undefined {
  for (const pair of (req.headers.cookie ?? '').split(';')) {
    const [name, ...value] = pair.trim().split('=');
    if (name === ADMIN_SETTINGS.cookieName) return value.join('=');
  }
  return undefined;
}

/** 401 unless the request carries the cookie of a live server-side session. */
export function requireSession(auth: AdminAuth): RequestHandler {
  return async (req, _res, next) => {
    if (!(await auth.activeSession(sessionCookieOf(req)))) throw new HttpError(401, ADMIN_MESSAGES.signInRequired);
    next();
  };
}

/**
 * 403 for a state-changing request another site made: browsers say so in Sec-Fetch-Site,
 * or at least send an Origin that is not this host. (SameSite=Strict already keeps the
 * cookie off such requests; this also stops sign-in CSRF.) Clients that send neither
 * header are not browsers and carry no ambient cookie.
 */
export const refuseCrossSite: RequestHandler = (req, _res, next) => {
  if (SAFE_METHODS.has(req.method)) return next();
  const fetchSite = req.get('sec-fetch-site');
  const origin = req.get('origin');
  // The browser's own verdict wins; Origin against the host is the fallback for browsers without it.
  const crossSite = fetchSite ? fetchSite !== 'same-origin' && fetchSite !== 'none' : Boolean(origin && !isSameHost(origin, req));
  if (crossSite) throw new HttpError(403, ADMIN_MESSAGES.crossSite);
  next();
};
