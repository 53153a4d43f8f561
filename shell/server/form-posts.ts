import express, { Router, type ErrorRequestHandler, type Request, type RequestHandler, type Response } from 'express';
import { FORMS, type FormName } from '@minibar/contracts';
import {
  DRIVER_FORM_PAGES,
  DRIVER_NEEDS_JAVASCRIPT,
  PUBLIC_FORM_PAGES,
  phoneCountryField,
  sentPageUrl,
  type SubmittedForm,
} from '@minibar/contracts/form-posts';
import { phoneFromFormText } from '@minibar/contracts/phone-number';
import { HttpError, INVALID_FIELDS_MESSAGE } from '@minibar/http/errors';
import { MAX_BODY_BYTES } from '@minibar/http/validation';
import { isSameHost } from '@minibar/http/request-origin';
import type { SubmitForm } from './api-backend';

export const FORM_POST_MESSAGES = {
  crossSite: 'This form can only be sent from our own website. Please fill it in here and send it again.',
  tooLarge: 'The form is too large to send. Please shorten your message and try again.',
  unreadable: 'The form could not be read. Please fill it in again and send it.',
  unsupportedType: 'The form was not sent as a web form. Please fill it in here and send it again.',
  failed: 'Something went wrong on our side and nothing was sent. Please try again later.',
} as const;

/**
 * The posted fields as the script would send them to the API: a phone as '+' and digits
 * (read with its country), a ticked checkbox as true; everything else as typed.
 */
function decodeFormBody(form: FormName, body: Record<string, unknown>): Record<string, string | boolean> {
  const phones: readonly string[] = FORMS[form].phoneFields;
  const checkboxes: readonly string[] = FORMS[form].checkboxFields;
  const countryFields = new Set(phones.map(phoneCountryField));
  const values: Record<string, string | boolean> = {};
  for (const [field, value] of Object.entries(body)) {
    if (typeof value !== 'string' || countryFields.has(field)) continue;
    const country = body[phoneCountryField(field)];
    values[field] = phones.includes(field) ? phoneFromFormText(value, typeof country === 'string' ? country : 'US') : value;
  }
  for (const field of checkboxes) values[field] = typeof body[field] === 'string';
  return values;
}

/**
 * Cross-site pages can post a web form here without asking: refuse one whose Origin is
 * another site's (or opaque, "null"), or that the browser marks as sent from another site.
 */
const refuseCrossSite: RequestHandler = (req, _res, next) => {
  const origin = req.get('origin');
  const crossOrigin = origin !== undefined && !isSameHost(origin, req);
  next(crossOrigin || req.get('sec-fetch-site') === 'cross-site' ? new HttpError(403, FORM_POST_MESSAGES.crossSite) : undefined);
};

const requireFormBody: RequestHandler = (req, _res, next) => {
  const hasBody = Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
  const isForm = req.is('application/x-www-form-urlencoded');
  next(hasBody && !isForm ? new HttpError(415, FORM_POST_MESSAGES.unsupportedType) : undefined);
};

const parseFormBody = express.urlencoded({ extended: false, limit: MAX_BODY_BYTES, parameterLimit: 100 });

/** Renders the route's page with this status and the form as the server answered it. */
export type SendPage = (req: Request, res: Response, status: number, form: SubmittedForm) => Promise<void>;

interface FormPostDeps {
  /** Checks and stores a submission with the API's contract (on disk before it resolves). */
  submitForm: SubmitForm;
  /** The same limiter instance as the API's submissions: one count per visitor. */
  submissionLimit: RequestHandler;
  sendPage: SendPage;
}

/** What a refused post tells the visitor above the form, by status. */
function refusalOf(error: unknown): { status: number; message: string } {
  if (error instanceof HttpError) return { status: error.status, message: error.message };
  const status = (error as { status?: unknown })?.status;
  if (status === 413) return { status, message: FORM_POST_MESSAGES.tooLarge };
  if (status === 415) return { status, message: FORM_POST_MESSAGES.unsupportedType };
  if (typeof status === 'number' && status >= 400 && status < 500) return { status: 400, message: FORM_POST_MESSAGES.unreadable };
  return { status: 500, message: FORM_POST_MESSAGES.failed };
}

/**
 * The public forms posted without JavaScript, at the page they sit on: the same contract,
 * store step and rate limit as the API. A stored submission redirects (303) to the page
 * with its success message, so a reload stores nothing twice; anything else answers the
 * page with the form, its values and messages.
 */
export function formPostRoutes({ submitForm, submissionLimit, sendPage }: FormPostDeps): Router {
  const router = Router();
  // The body is read first (within its limit), so a post refused after it (another site's,
  // one over the rate limit, a failure of ours) comes back with what the visitor typed.
  const refusalChecks = [parseFormBody, refuseCrossSite, submissionLimit, requireFormBody];
  for (const [pagePath, form] of Object.entries(PUBLIC_FORM_PAGES)) {
    router.post(pagePath, ...refusalChecks, async (req, res) => {
      const values = decodeFormBody(form, (req.body ?? {}) as Record<string, unknown>);
      const { fieldErrors } = await submitForm(form, values, req);
      if (fieldErrors) {
        await sendPage(req, res, 400, { form, values, fieldErrors, message: INVALID_FIELDS_MESSAGE });
        return;
      }
      res.redirect(303, sentPageUrl(pagePath, form));
    });
  }
  // The driver form posted without JavaScript: nothing is stored (the next step is the card
  // payment); the page comes back with what was filled in and says what is needed.
  for (const pagePath of DRIVER_FORM_PAGES) {
    router.post(pagePath, ...refusalChecks, async (req, res) => {
      const values = decodeFormBody('driver', (req.body ?? {}) as Record<string, unknown>);
      await sendPage(req, res, 200, { form: 'driver', values, fieldErrors: {}, message: DRIVER_NEEDS_JAVASCRIPT });
    });
  }
  const answerRefusal: ErrorRequestHandler = (error, req, res, next) => {
    const form = PUBLIC_FORM_PAGES[req.path.replace(/(.)\/$/, '$1')];
    if (!form || req.method !== 'POST' || res.headersSent) {
      next(error);
      return;
    }
    const { status, message } = refusalOf(error);
    if (status >= 500) req.log?.error({ err: error }, 'form post failed');
    // A body over the limit, or not a web form, was never read: its values are unknown.
    const values = decodeFormBody(form, (req.body ?? {}) as Record<string, unknown>);
    sendPage(req, res, status, { form, values, fieldErrors: {}, message }).catch(next);
  };
  router.use(answerRefusal);
  return router;
}
