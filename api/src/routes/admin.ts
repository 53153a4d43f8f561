import { Router, type Request, type RequestHandler, type Response } from 'express';
import { rateLimit } from 'express-rate-limit';
import { z } from 'zod';
import type { AppContext } from '../context';
import { HttpError } from '../http/errors';
import { parseInput } from '../http/validation';
import { createAdminAuth, type AdminAuth } from '../admin/admin-auth';
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

function setSessionCookie(req: Request, res: Response, token: string) {
  res.cookie(ADMIN_SETTINGS.cookieName, token, {
    httpOnly: true,
    sameSite: 'strict',
    secure: req.secure,
    path: ADMIN_SETTINGS.cookiePath,
    maxAge: ADMIN_SETTINGS.sessionTtlMs,
  });
}

function sessionRoutes(auth: AdminAuth): Router {
  const router = Router();
  // Only failed attempts count, so a signed-in team is never locked out by its own use.
  const signInLimit = rateLimit({
    windowMs: ADMIN_SETTINGS.signIn.windowMs,
    limit: ADMIN_SETTINGS.signIn.maxFailures,
    skipSuccessfulRequests: true,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    message: { message: ADMIN_MESSAGES.tooManyAttempts },
  });

  router.get('/session', (req, res) => {
    const expiresAt = auth.sessionExpiry(sessionCookieOf(req));
    if (!expiresAt) throw new HttpError(401, ADMIN_MESSAGES.signInRequired);
    res.json({ signedIn: true, expiresAt: expiresAt.toISOString() });
  });

  router.post('/session', signInLimit, async (req, res) => {
    const { password } = parseOr400(signInSchema, req.body);
    if (!(await auth.passwordMatches(password))) throw new HttpError(401, ADMIN_MESSAGES.wrongPassword);
    const session = auth.startSession();
    setSessionCookie(req, res, session.token);
    res.json({ signedIn: true, expiresAt: session.expiresAt.toISOString() });
  });

  router.delete('/session', (req, res) => {
    res.clearCookie(ADMIN_SETTINGS.cookieName, { httpOnly: true, sameSite: 'strict', secure: req.secure, path: ADMIN_SETTINGS.cookiePath });
    res.status(204).end();
  });
  return router;
}

function dashboardRoutes(context: AppContext): Router {
  const router = Router();
  const { adminQueries } = context;

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
 * The admin API: sign-in with ADMIN_PASSWORD, then the dashboard's reads and exports.
 * Off (503 with how to turn it on) when no password is configured. The spreadsheet link
 * is public either way: the admin page always offers it, and the spreadsheet itself is
 * guarded by its own sharing settings.
 */
export function adminRoutes(context: AppContext): Router {
  const router = Router();
  router.use(noStore);
  router.get('/spreadsheet', (_req, res) => {
    res.json({ url: spreadsheetUrlFor(context.config.spreadsheetId) });
  });
  const password = context.config.adminPassword;
  if (!password) {
    router.use(() => {
      throw new HttpError(503, ADMIN_MESSAGES.off);
    });
    return router;
  }
  const auth = createAdminAuth(password, ADMIN_SETTINGS.sessionTtlMs);
  router.use(refuseCrossSite);
  router.use(sessionRoutes(auth));
  router.use(requireSession(auth));
  router.use(dashboardRoutes(context));
  return router;
}
