import path from 'node:path';
import { z } from 'zod';
import type { SiteConfig } from '@minibar/site';

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

/** Every environment variable of the site server, read once at start; a bad value stops the process with a message naming the variable. */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  API_ORIGIN: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
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
  PAGE_CACHE_MB: z.coerce.number().min(0).max(4096).default(32),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export interface SiteServerConfig {
  port: number;
  host: string;
  trustProxy: number;
  /** The API this site forwards /api and form posts to when it runs without the API in its process. */
  apiOrigin: string | undefined;
  remotes: {
    file: string | undefined;
    urls: Partial<Record<'marketing' | 'blog' | 'driverCheckout' | 'partnerForms', string>>;
  };
  site: Partial<Pick<SiteConfig, 'email' | 'phone' | 'signupUrl' | 'videoUrl'>>;
  /** Where the built shell and remotes are (the repository root by default). */
  publicDir: string;
  /** Render pages on the server (when the shell's renderer is built). */
  serverRender: boolean;
  /** Memory for rendered pages kept between requests; 0 renders every request. */
  pageCacheBytes: number;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
}

export class SiteConfigError extends Error {}

function defined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

/** Parses the environment; a bad value throws a SiteConfigError naming the variable. */
export function loadSiteServerConfig(env: NodeJS.ProcessEnv = process.env): SiteServerConfig {
  // An empty value (KEY= in a .env file) means "not set".
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new SiteConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    trustProxy: e.TRUST_PROXY,
    apiOrigin: e.API_ORIGIN?.replace(/\/+$/, ''),
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
    pageCacheBytes: Math.round(e.PAGE_CACHE_MB * 1024 * 1024),
    logLevel: e.LOG_LEVEL,
  };
}
