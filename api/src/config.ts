import path from 'node:path';
import { z } from 'zod';
import { optionalText, parseEnvironment, positiveInt } from '@minibar/http/config-parsing';

const port = (fallback: number) => z.coerce.number().int().min(0).max(65535).default(fallback);

export const ADMIN_PASSWORD_MIN_LENGTH = 12;
export const SESSION_SECRET_MIN_BYTES = 32;

/** Every environment variable of the API, read once at start; a bad value stops the process with a message naming the variable. */
const envSchema = z
  .object({
    PORT: port(8080),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: optionalText.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
    STRIPE_SECRET_KEY: optionalText,
    STRIPE_PUBLISHABLE_KEY: optionalText,
    STRIPE_WEBHOOK_SECRET: optionalText,
    STRIPE_API_HOST: optionalText,
    STRIPE_API_PORT: z.coerce.number().int().min(1).max(65535).optional(),
    STRIPE_API_PROTOCOL: optionalText.pipe(z.enum(['http', 'https']).optional()),
    GOOGLE_PLACES_API_KEY: optionalText,
    ADMIN_PASSWORD: optionalText.pipe(
      z.string().min(ADMIN_PASSWORD_MIN_LENGTH, `must be at least ${ADMIN_PASSWORD_MIN_LENGTH} characters`).optional(),
    ),
    SESSION_SECRET: optionalText.pipe(
      z
        .string()
        .refine((value) => Buffer.byteLength(value) >= SESSION_SECRET_MIN_BYTES, `must be at least ${SESSION_SECRET_MIN_BYTES} bytes of random text`)
        .optional(),
    ),
    ADMIN_COOKIE_INSECURE: z.enum(['0', '1']).default('0'),
    PAYMENT_RETENTION_INTERVAL_MS: positiveInt(60 * 60_000),
    NOTIFY_LEASE_MS: positiveInt(2 * 60_000),
    SMTP_URL: optionalText,
    NOTIFY_TO: optionalText,
    TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
    RATE_LIMIT_WINDOW_MS: positiveInt(60_000),
    RATE_LIMIT_SUBMIT_MAX: positiveInt(20),
    RATE_LIMIT_READ_MAX: positiveInt(300),
    SPREADSHEET_ID: optionalText,
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  })
  .superRefine((env, ctx) => {
    // Admin session cookies are signed with their own secret, never with a key derived from the password.
    if (env.ADMIN_PASSWORD && !env.SESSION_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['SESSION_SECRET'],
        message: 'is required when ADMIN_PASSWORD is set (at least 32 random bytes, e.g. `openssl rand -base64 48`)',
      });
    }
  });

export type Env = z.infer<typeof envSchema>;

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  stripe: {
    secretKey: string | undefined;
    publishableKey: string | undefined;
    webhookSecret: string | undefined;
    apiHost: string | undefined;
    apiPort: number | undefined;
    apiProtocol: 'http' | 'https' | undefined;
  };
  googlePlacesApiKey: string | undefined;
  adminPassword: string | undefined;
  admin: {
    /** Signs the admin session cookie; set whenever adminPassword is. */
    sessionSecret: string | undefined;
    /** Development over plain http only: the session cookie without Secure. */
    cookieInsecure: boolean;
  };
  /** How often pending payments older than a day are cancelled and their personal data deleted. */
  paymentRetentionIntervalMs: number;
  /** How long a notification worker holds a claimed outbox row. */
  notifyLeaseMs: number;
  smtpUrl: string | undefined;
  notifyTo: string | undefined;
  trustProxy: number;
  rateLimit: { windowMs: number; submitMax: number; readMax: number };
  spreadsheetId: string | undefined;
  logLevel: Env['LOG_LEVEL'];
}

export class ConfigError extends Error {}

/** Parses the environment; a bad value throws a ConfigError naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const e = parseEnvironment(envSchema, env, ConfigError);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    stripe: {
      secretKey: e.STRIPE_SECRET_KEY,
      publishableKey: e.STRIPE_PUBLISHABLE_KEY,
      webhookSecret: e.STRIPE_WEBHOOK_SECRET,
      apiHost: e.STRIPE_API_HOST,
      apiPort: e.STRIPE_API_PORT,
      apiProtocol: e.STRIPE_API_PROTOCOL,
    },
    googlePlacesApiKey: e.GOOGLE_PLACES_API_KEY,
    adminPassword: e.ADMIN_PASSWORD,
    admin: { sessionSecret: e.SESSION_SECRET, cookieInsecure: e.ADMIN_COOKIE_INSECURE === '1' },
    paymentRetentionIntervalMs: e.PAYMENT_RETENTION_INTERVAL_MS,
    notifyLeaseMs: e.NOTIFY_LEASE_MS,
    smtpUrl: e.SMTP_URL,
    notifyTo: e.NOTIFY_TO,
    trustProxy: e.TRUST_PROXY,
    rateLimit: { windowMs: e.RATE_LIMIT_WINDOW_MS, submitMax: e.RATE_LIMIT_SUBMIT_MAX, readMax: e.RATE_LIMIT_READ_MAX },
    spreadsheetId: e.SPREADSHEET_ID,
    logLevel: e.LOG_LEVEL,
  };
}
