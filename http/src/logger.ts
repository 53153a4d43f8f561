import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { pinoHttp } from 'pino-http';

/** Personal data never reaches the log in clear (names, emails, phones and addresses are redacted). */
const redactPaths = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  '*.name',
  '*.firstName',
  '*.lastName',
  '*.fullName',
  '*.email',
  '*.phone',
  '*.phoneNumber',
  '*.address',
  '*.apartment',
  '*.message',
  '*.additionalInfo',
];

export function createLogger(level: string, destination?: pino.DestinationStream) {
  const options = { level, redact: { paths: redactPaths, censor: '[redacted]' } };
  return destination ? pino(options, destination) : pino(options);
}

/** The URL without its query string. */
export function pathOnly(url: string | undefined): string {
  const path = url ?? '';
  const query = path.indexOf('?');
  return query === -1 ? path : path.slice(0, query);
}

export function httpLogger(logger: pino.Logger) {
  return pinoHttp({
    logger,
    genReqId: (req, res) => {
      const id = randomUUID();
      res.setHeader('X-Request-Id', id);
      return id;
    },
    // Bodies and query strings (admin search terms are personal data) are never logged; only method, path and status.
    serializers: {
      req: (req: { id: unknown; method: string; url: string }) => ({ id: req.id, method: req.method, url: pathOnly(req.url) }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
    // res.err: an error after a streamed answer had started (see the error handler).
    customLogLevel: (_req, res, error) => (error || (res as { err?: unknown }).err || res.statusCode >= 500 ? 'error' : 'info'),
    autoLogging: { ignore: (req) => !req.url?.startsWith('/api') },
  });
}
