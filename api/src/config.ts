import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

const port = (fallback: number) => z.coerce.number().int().min(0).max(65535).default(fallback);
const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

/** Every environment variable of the service, read once at start; a bad value stops the process with a message naming the variable. */
const envSchema = z.object({
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
  ADMIN_PASSWORD: optionalText,
  SMTP_URL: optionalText,
  NOTIFY_TO: optionalText,
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  RATE_LIMIT_WINDOW_MS: positiveInt(60_000),
  RATE_LIMIT_SUBMIT_MAX: positiveInt(20),
  RATE_LIMIT_READ_MAX: positiveInt(300),
  SPREADSHEET_ID: optionalText,
  REMOTES_FILE: optionalText,
  REMOTE_URL_MARKETING: optionalText,
  REMOTE_URL_BLOG: optionalText,
  REMOTE_URL_DRIVER_CHECKOUT: optionalText,
  REMOTE_URL_PARTNER_FORMS: optionalText,
  SITE_EMAIL: optionalText,
  SITE_PHONE: optionalText,
  SITE_SIGNUP_URL: optionalText,
  SITE_VIDEO_URL: optionalText,
  PUBLIC_DIR: optionalText,
  SERVER_RENDER: z.enum(['on', 'off']).default('on'),
  SSR_CACHE_DIR: optionalText,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
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
  smtpUrl: string | undefined;
  notifyTo: string | undefined;
  trustProxy: number;
  rateLimit: { windowMs: number; submitMax: number; readMax: number };
  spreadsheetId: string | undefined;
  remotes: {
    file: string | undefined;
    urls: Partial<Record<'marketing' | 'blog' | 'driverCheckout' | 'partnerForms', string>>;
  };
  site: { email?: string; phone?: string; signupUrl?: string; videoUrl?: string };
  /** Where the built shell and remotes are (the repository root by default). */
  publicDir: string;
  /** Render pages on the server (when the shell's renderer is built). */
  serverRender: boolean;
  /** Where remotes' server code is copied before it runs; each process uses its own subfolder. */
  ssrCacheDir: string;
  logLevel: Env['LOG_LEVEL'];
}

export class ConfigError extends Error {}

function defined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

/** Parses the environment; a bad value throws a ConfigError naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty value (KEY= in a .env file) means "not set".
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
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
    smtpUrl: e.SMTP_URL,
    notifyTo: e.NOTIFY_TO,
    trustProxy: e.TRUST_PROXY,
    rateLimit: { windowMs: e.RATE_LIMIT_WINDOW_MS, submitMax: e.RATE_LIMIT_SUBMIT_MAX, readMax: e.RATE_LIMIT_READ_MAX },
    spreadsheetId: e.SPREADSHEET_ID,
    remotes: {
      file: e.REMOTES_FILE,
      urls: defined({
        marketing: e.REMOTE_URL_MARKETING,
        blog: e.REMOTE_URL_BLOG,
        driverCheckout: e.REMOTE_URL_DRIVER_CHECKOUT,
        partnerForms: e.REMOTE_URL_PARTNER_FORMS,
      }),
    },
    site: defined({ email: e.SITE_EMAIL, phone: e.SITE_PHONE, signupUrl: e.SITE_SIGNUP_URL, videoUrl: e.SITE_VIDEO_URL }),
    publicDir: path.resolve(e.PUBLIC_DIR ?? path.join(import.meta.dirname, '..', '..')),
    serverRender: e.SERVER_RENDER === 'on',
    ssrCacheDir: path.resolve(e.SSR_CACHE_DIR ?? path.join(os.tmpdir(), 'minibar-ssr-cache')),
    logLevel: e.LOG_LEVEL,
  };
}
