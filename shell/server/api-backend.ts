import http from 'node:http';
import https from 'node:https';
import type { Request, RequestHandler } from 'express';
import type { Api } from '@minibar/api';
import { HttpError } from '@minibar/http/errors';
import { FORMS, type PublicFormName } from '@minibar/contracts';

/** Checks and stores a public form's values; resolves once stored, or with the contract's messages per field. */
export type SubmitForm = (
  form: PublicFormName,
  values: Record<string, string | boolean>,
  req: Request,
) => Promise<{ fieldErrors?: Record<string, string[]> }>;

/** What the site needs from the API: something answering /api, the submissions limiter and the forms' store step. */
export interface ApiBackend {
  /** Answers every request under /api. */
  handler: RequestHandler;
  /** Counts a form posted to a page against the visitor's submissions limit. */
  submissionLimit: RequestHandler;
  submitForm: SubmitForm;
}

/** The API in this process: its router, its limiter and its store step, called directly. */
export function inProcessApi(api: Pick<Api, 'router' | 'submissionLimit' | 'submitPublicForm'>): ApiBackend {
  return {
    handler: api.router,
    submissionLimit: api.submissionLimit,
    submitForm: (form, values) => api.submitPublicForm(form, values),
  };
}

/** Connection headers are the hop's own and never forwarded. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer']);

/** X-Forwarded-* for the API: the visitor's address (its rate limit counts per visitor with TRUST_PROXY set), protocol and host. */
function forwardedHeaders(req: Request): Record<string, string> {
  const before = req.get('x-forwarded-for');
  const address = req.socket.remoteAddress ?? '';
  return {
    'x-forwarded-for': before ? `${before}, ${address}` : address,
    'x-forwarded-proto': req.protocol,
    'x-forwarded-host': req.get('host') ?? '',
  };
}

/** Passes the request to the API as it came and its answer back as it went. */
function forwardTo(origin: string): RequestHandler {
  return (req, res) => {
    const target = new URL(req.originalUrl, `${origin}/`);
    const headers = Object.fromEntries(Object.entries(req.headers).filter(([name]) => !HOP_BY_HOP.has(name)));
    const client = target.protocol === 'https:' ? https : http;
    const upstream = client.request(
      target,
      { method: req.method, headers: { ...headers, ...forwardedHeaders(req), host: target.host } },
      (answer) => {
        res.status(answer.statusCode ?? 502);
        for (const [name, value] of Object.entries(answer.headers)) {
          if (value !== undefined && !HOP_BY_HOP.has(name)) res.setHeader(name, value);
        }
        answer.pipe(res);
      },
    );
    upstream.on('error', (error) => {
      req.log?.error({ err: error }, 'API not reachable');
      if (res.headersSent) res.destroy();
      else res.status(502).json({ message: 'The service is not reachable right now. Please try again later.' });
    });
    req.pipe(upstream);
  };
}

/**
 * The API at another origin: /api is forwarded there, and a form posted to a page is sent
 * to its JSON endpoint, which stores it before it answers 201. The API counts the
 * submissions limit per visitor (from X-Forwarded-For), so the site adds no count of its own.
 */
export function remoteApi(origin: string): ApiBackend {
  return {
    handler: forwardTo(origin),
    submissionLimit: (_req, _res, next) => next(),
    async submitForm(form, values, req) {
      // A native post is forwarded to the JSON endpoint its form's script posts to.
      const answer = await fetch(new URL(FORMS[form].endpoint, `${origin}/`), {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...forwardedHeaders(req) },
        body: JSON.stringify(values),
        signal: AbortSignal.timeout(10_000),
      });
      if (answer.status === 201) return {};
      const body = (await answer.json().catch(() => ({}))) as { message?: unknown; fieldErrors?: Record<string, string[]> };
      if (answer.status === 400 && body.fieldErrors) return { fieldErrors: body.fieldErrors };
      if (answer.status >= 400 && answer.status < 500 && typeof body.message === 'string') throw new HttpError(answer.status, body.message);
      throw new Error(`The API answered ${answer.status} to a ${form} form`);
    },
  };
}
