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

export function httpLogger(logger: pino.Logger) {
  return pinoHttp({
    logger,
    genReqId: (req, res) => {
      const id = randomUUID();
      res.setHeader('X-Request-Id', id);
      return id;
    },
    // Bodies are never logged; only method, URL and status.
    serializers: {
      req: (req: { id: unknown; method: string; url: string }) => ({ id: req.id, method: req.method, url: req.url }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : 'info'),
    autoLogging: { ignore: (req) => !req.url?.startsWith('/api') },
  });
}
