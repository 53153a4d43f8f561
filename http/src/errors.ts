import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { z } from 'zod';

/** An error a client caused; its message is safe to show. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors?: Record<string, string[]>,
  ) {
    super(message);
  }
}

export const INVALID_FIELDS_MESSAGE = 'Please correct the highlighted fields and try again.';

/** A zod failure as `{ field: [messages] }`, nested paths joined with dots. */
export function fieldErrorsOf(error: z.ZodError): Record<string, string[]> {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.length ? issue.path.join('.') : '_';
    (fieldErrors[field] ??= []).push(issue.message);
  }
  return fieldErrors;
}

export const notFoundHandler: RequestHandler = (_req, res) => {
  res.status(404).json({ message: 'Not found' });
};

/** Every error becomes JSON; only client errors reveal their message; 5xx details stay in the log. */
export const errorHandler: ErrorRequestHandler = (error, req, res, _next) => {
  if (res.headersSent) {
    // A streamed answer that fails halfway cannot become an error answer: the request log
    // line carries the error, and the connection is cut so the client sees the answer is incomplete.
    (res as typeof res & { err?: unknown }).err = error;
    res.destroy();
    return;
  }
  if (error instanceof HttpError) {
    res.status(error.status).json({ message: error.message, ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}) });
    return;
  }
  const status = typeof error?.status === 'number' ? error.status : typeof error?.statusCode === 'number' ? error.statusCode : 500;
  if (status === 400 && error?.type === 'entity.parse.failed') {
    res.status(400).json({ message: 'The request body is not valid JSON.' });
    return;
  }
  if (status === 413) {
    res.status(413).json({ message: 'The request body is too large.' });
    return;
  }
  if (status === 404) {
    res.status(404).json({ message: 'Not found' });
    return;
  }
  if (status >= 400 && status < 500) {
    res.status(status).json({ message: error?.expose && error.message ? error.message : 'The request could not be processed.' });
    return;
  }
  req.log?.error({ err: error }, 'unhandled error');
  res.status(500).json({ message: 'Something went wrong on our side. Please try again later.', requestId: String(req.id ?? '') });
};
