import type { Request, RequestHandler } from 'express';
import type { z } from 'zod';
import { fieldErrorsOf, HttpError, INVALID_FIELDS_MESSAGE } from './errors';

/** Refuses a body that is not JSON (415) before it is parsed. */
export const requireJson: RequestHandler = (req, _res, next) => {
  const hasBody = Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
  if (hasBody && !req.is('application/json')) {
    next(new HttpError(415, 'Send the request body as application/json.'));
    return;
  }
  next();
};

/** Parses a request body with a contract; a failure is 400 with the contract's messages per field. */
export function parseBody<S extends z.ZodType>(schema: S, req: Request): z.infer<S> {
  const result = schema.safeParse(req.body ?? {});
  if (!result.success) throw new HttpError(400, INVALID_FIELDS_MESSAGE, fieldErrorsOf(result.error));
  return result.data;
}
