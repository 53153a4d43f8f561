import type { Request, RequestHandler } from 'express';
import type { z } from 'zod';
import { fieldErrorsOf, HttpError, INVALID_FIELDS_MESSAGE } from './errors';

/** No request body (JSON or a posted form) may be larger than this. */
export const MAX_BODY_BYTES = 64 * 1024;

/** Refuses a body that is not JSON (415) before it is parsed. */
export const requireJson: RequestHandler = (req, _res, next) => {
  const hasBody = Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
  if (hasBody && !req.is('application/json')) {
    next(new HttpError(415, 'Send the request body as application/json.'));
    return;
  }
  next();
};

/** Parses client input with a schema; a failure is 400 with the schema's messages per field. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown, message = INVALID_FIELDS_MESSAGE): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw new HttpError(400, message, fieldErrorsOf(result.error));
  return result.data;
}

/** Parses a request body with a contract. */
export function parseBody<S extends z.ZodType>(schema: S, req: Request): z.infer<S> {
  return parseInput(schema, req.body ?? {});
}
