import { Router, type Request, type RequestHandler, type Response } from 'express';
import { z } from 'zod';
import type { AdminSession, AdminSpreadsheet } from '@minibar/contracts';
import type { AppContext } from '../context';
import { HttpError } from '@minibar/http/errors';
import { parseInput } from '@minibar/http/validation';
import { createAdminAuth, type AdminAuth } from '../admin/admin-auth';
import { clientKey, SignInThrottle, waitText } from '../admin/sign-in-throttle';
import { AdminSessionsRepository } from '../storage';
import { refuseCrossSite, requireSession, sessionCookieOf } from '../admin/admin-guards';
import { ADMIN_MESSAGES, ADMIN_SETTINGS, SUBMISSION_KINDS, spreadsheetUrlFor } from '../admin/admin-settings';
import { streamCsvExport } from '../admin/csv-export';
import { dashboardSummary } from '../admin/dashboard-summary';

const signInSchema = z.object({ password: z.string().max(1000) });
const kindSchema = z.enum(SUBMISSION_KINDS);
const listQuerySchema = z.object({
  kind: kindSchema,
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  q: z.string().max(ADMIN_SETTINGS.maxSearchLength).optional(),
});

/** Query and path parameters: a bad one is named in fieldErrors. */
function parseOr400<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  return parseInput(schema, value, 'Some parameters of the request are not valid.');
}

const noStore: RequestHandler = (_req, res, next) => {
  res.set('Cache-Control', 'no-store');
  next();
};

/** The cookie is Secure unless ADMIN_COOKIE_INSECURE allows plain http for development. */
function cookieOptions(secure: boolean) {
  return { httpOnly: true, sameSite: 'strict', secure, path: ADMIN_SETTINGS.cookiePath } as const;
}

function sessionRoutes(auth: AdminAuth, throttle: SignInThrottle, secureCookie: boolean): Router {
  const router = Router();
  const clearCookie = (res: Response) => res.clearCookie(ADMIN_SETTINGS.cookieName, cookieOptions(secureCookie));

  // The probe the admin page asks first: signed out is an answer, not an error.
  router.get('/session', async (req, res) => {
    const session = await auth.activeSession(sessionCookieOf(req));
    const answer: AdminSession = session ? { signedIn: true, expiresAt: session.expiresAt.toISOString() } : { signedIn: false };
    res.json(answer);
  });

  // Every attempt is counted before its password is checked; a success clears the count, so
  // a signed-in team is never locked out by its own use.
  router.post('/session', async (req, res) => {
    const { password } = parseOr400(signInSchema, req.body);
    const client = clientKey(clientOf(req));
    const waitMs = await throttle.admit(client);
    if (waitMs > 0) {
      res.set('Retry-After', String(Math.ceil(waitMs / 1000)));
      throw new HttpError(429, ADMIN_MESSAGES.tooManyAttempts(waitText(waitMs)));
    }
    if (!(await auth.passwordMatches(password))) throw new HttpError(401, ADMIN_MESSAGES.wrongPassword);
    await throttle.recordSuccess(client);
    const session = await auth.startSession();
    res.cookie(ADMIN_SETTINGS.cookieName, session.token, { ...cookieOptions(secureCookie), maxAge: ADMIN_SETTINGS.sessionTtlMs });
    res.json({ signedIn: true, expiresAt: session.expiresAt.toISOString() });
  });

  router.delete('/session', async (req, res) => {
    await auth.endSession(sessionCookieOf(req));
    clearCookie(res);
    res.status(204).end();
  });

  // Sign out everywhere: needs a live session, ends every session including this one.
  router.delete('/sessions', requireSession(auth), async (_req, res) => {
    await auth.endAllSessions();
    clearCookie(res);
    res.status(204).end();
  });
  return router;
}

const clientOf = (req: Request) => req.ip ?? req.socket.remoteAddress ?? 'unknown';

function dashboardRoutes(context: AppContext): Router {
  const router = Router();
  const { adminQueries } = context;

  router.get('/spreadsheet', (_req, res) => {
    const answer: AdminSpreadsheet = { url: spreadsheetUrlFor(context.config.spreadsheetId) };
    res.json(answer);
  });

  router.get('/summary', async (_req, res) => {
    res.json(await dashboardSummary(context));
  });

  router.get('/submissions', async (req, res) => {
    const { kind, page, q } = parseOr400(listQuerySchema, req.query);
    const { pageSize } = ADMIN_SETTINGS;
    const { items, total } = await adminQueries.page({ kind, page, pageSize, search: q });
    res.json({ kind, page, pageSize, total, pageCount: Math.max(1, Math.ceil(total / pageSize)), items });
  });

  router.get('/submissions/:id', async (req, res) => {
    const submission = await adminQueries.findById(String(req.params.id));
    if (!submission) throw new HttpError(404, ADMIN_MESSAGES.notFound);
    res.json(submission);
  });

  router.get('/export/:kind.csv', async (req, res) => {
    const kind = parseOr400(kindSchema, req.params.kind);
    await streamCsvExport(res, adminQueries, kind, ADMIN_SETTINGS.exportBatchSize);
  });
  return router;
}

/**
 * The admin API: sign-in with ADMIN_PASSWORD, then the dashboard's reads and exports (the
 * team's spreadsheet link among them). Off when no password is configured: the session probe
 * says so, everything else answers 503 with how to turn it on.
 */
export function adminRoutes(context: AppContext): Router {
  const router = Router();
  router.use(noStore);
  const password = context.config.adminPassword;
  const sessionSecret = context.config.admin.sessionSecret;
  if (!password || !sessionSecret) {
    router.get('/session', (_req, res) => {
      const answer: AdminSession = { signedIn: false, turnedOff: true };
      res.json(answer);
    });
    router.use(() => {
      throw new HttpError(503, ADMIN_MESSAGES.off);
    });
    return router;
  }
  const repository = new AdminSessionsRepository(context.storage);
  const auth = createAdminAuth(password, sessionSecret, repository, { ttlMs: ADMIN_SETTINGS.sessionTtlMs, idleMs: ADMIN_SETTINGS.sessionIdleMs });
  const throttle = new SignInThrottle(repository, ADMIN_SETTINGS.signIn);
  router.use(refuseCrossSite);
  router.use(sessionRoutes(auth, throttle, !context.config.admin.cookieInsecure));
  router.use(requireSession(auth));
  router.use(dashboardRoutes(context));
  return router;
}
