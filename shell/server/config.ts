import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { optionalText, parseEnvironment, positiveInt } from '@minibar/http/config-parsing';
import type { SiteConfig } from '@minibar/site-config';
import { remoteUrlProblem } from './remotes-config';

/** An http(s) URL; a path on this site ('/remotes/…') is read against PUBLIC_ORIGIN. */
const remoteUrl = optionalText.pipe(
  z
    .string()
    .refine((value) => value.startsWith('/') || URL.canParse(value), 'must be a URL or a path on this site')
    .optional(),
);

/** A comma-separated list of origins (https://cdn.example.com). */
const originList = optionalText.pipe(
  z
    .string()
    .transform((value, ctx) => {
      const origins: string[] = [];
      for (const item of value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean)) {
        const url = URL.canParse(item) ? new URL(item) : undefined;
        if (!url || !/^https?:$/.test(url.protocol) || url.origin !== item.replace(/\/$/, '')) {
          ctx.addIssue({ code: 'custom', message: `"${item}" is not an origin such as https://cdn.example.com` });
          return z.NEVER;
        }
        origins.push(url.origin);
      }
      return origins;
    })
    .optional(),
);

/** Every environment variable of the site server, read once at start; a bad value stops the process with a message naming the variable. */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  API_ORIGIN: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  REMOTES_FILE: optionalText,
  REMOTE_URL_MARKETING: remoteUrl,
  REMOTE_URL_BLOG: remoteUrl,
  REMOTE_URL_DRIVER_CHECKOUT: remoteUrl,
  REMOTE_URL_PARTNER_FORMS: remoteUrl,
  REMOTE_URL_ADMIN: remoteUrl,
  REMOTE_ORIGINS: originList,
  PUBLIC_ORIGIN: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  SITE_EMAIL: optionalText,
  SITE_PHONE: optionalText,
  SITE_SIGNUP_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  SITE_VIDEO_URL: optionalText.pipe(z.url({ protocol: /^https$/ }).optional()),
  SITE_FACEBOOK_URL: optionalText.pipe(z.url({ protocol: /^https$/ }).optional()),
  SITE_INSTAGRAM_URL: optionalText.pipe(z.url({ protocol: /^https$/ }).optional()),
  SITE_LINKEDIN_URL: optionalText.pipe(z.url({ protocol: /^https$/ }).optional()),
  PUBLIC_DIR: optionalText,
  SERVER_RENDER: z.enum(['on', 'off']).default('on'),
  PAGE_CACHE_MB: z.coerce.number().min(0).max(4096).default(32),
  SSR_CACHE_DIR: optionalText,
  RENDER_WORKERS: z.coerce.number().int().min(1).max(16).default(2),
  RENDER_MAX_CONCURRENT: positiveInt(8),
  RENDER_DEADLINE_MS: positiveInt(4000),
  RATE_LIMIT_WINDOW_MS: positiveInt(60_000),
  RATE_LIMIT_PAGE_MAX: positiveInt(300),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export interface SiteServerConfig {
  port: number;
  host: string;
  trustProxy: number;
  /** The API this site forwards /api and form posts to when it runs without the API in its process. */
  apiOrigin: string | undefined;
  /**
   * The site's public origin (https://www.example.com): sitemap, robots.txt and og:image
   * URLs are built on it, never on the request's Host header.
   */
  publicOrigin: string;
  remotes: {
    file: string | undefined;
    urls: Partial<Record<'marketing' | 'blog' | 'driverCheckout' | 'partnerForms' | 'admin', string>>;
    /** Origins a remote may be served from besides this site's own and loopback. */
    allowedOrigins: string[];
  };
  site: Partial<Pick<SiteConfig, 'email' | 'phone' | 'signupUrl' | 'videoUrl'>> & { social: Partial<SiteConfig['social']> };
  /** Where the built shell and remotes are (the repository root by default). */
  publicDir: string;
  /** Render pages on the server (when the shell's renderer is built). */
  serverRender: boolean;
  /** Memory for rendered pages kept between requests; 0 renders every request. */
  pageCacheBytes: number;
  /** Where remotes' server code is copied before it runs; each render process uses its own subfolder. */
  ssrCacheDir: string;
  render: {
    /** Child processes that render pages (at least two by default: a render that hangs one leaves the other free). */
    workers: number;
    /** Renders under way at once; a page past the cap is rendered in the browser. */
    maxConcurrent: number;
    /** A render still running after this is stopped, and the page is rendered in the browser. */
    deadlineMs: number;
  };
  /** Page requests per client IP per window. */
  rateLimit: { windowMs: number; pageMax: number };
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
}

export class SiteConfigError extends Error {}

function withoutTrailingSlashes(url: string): string {
  let end = url.length;
  while (end > 0 && url[end - 1] === '/') end -= 1;
  return url.slice(0, end);
}

function defined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

/** Parses the environment; a bad value throws a SiteConfigError naming the variable. */
export function loadSiteServerConfig(env: NodeJS.ProcessEnv = process.env): SiteServerConfig {
  const e = parseEnvironment(envSchema, env, SiteConfigError);
  const publicOrigin = new URL(e.PUBLIC_ORIGIN ?? `http://localhost:${e.PORT}`).origin;
  const allowedOrigins = e.REMOTE_ORIGINS ?? [];
  const remoteVariables = {
    marketing: 'REMOTE_URL_MARKETING',
    blog: 'REMOTE_URL_BLOG',
    driverCheckout: 'REMOTE_URL_DRIVER_CHECKOUT',
    partnerForms: 'REMOTE_URL_PARTNER_FORMS',
    admin: 'REMOTE_URL_ADMIN',
  } as const;
  const problems = Object.entries(remoteVariables).flatMap(([, variable]) => {
    const url = e[variable];
    const problem = url ? remoteUrlProblem(url, publicOrigin, allowedOrigins) : undefined;
    return problem ? [`${variable}: ${url} ${problem}`] : [];
  });
  if (problems.length) throw new SiteConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  return {
    port: e.PORT,
    host: e.HOST,
    trustProxy: e.TRUST_PROXY,
    apiOrigin: e.API_ORIGIN === undefined ? undefined : withoutTrailingSlashes(e.API_ORIGIN),
    publicOrigin,
    remotes: {
      file: e.REMOTES_FILE,
      allowedOrigins,
      urls: defined({
        marketing: e.REMOTE_URL_MARKETING,
        blog: e.REMOTE_URL_BLOG,
        driverCheckout: e.REMOTE_URL_DRIVER_CHECKOUT,
        partnerForms: e.REMOTE_URL_PARTNER_FORMS,
        admin: e.REMOTE_URL_ADMIN,
      }),
    },
    site: {
      ...defined({ email: e.SITE_EMAIL, phone: e.SITE_PHONE, signupUrl: e.SITE_SIGNUP_URL, videoUrl: e.SITE_VIDEO_URL }),
      social: defined({ facebook: e.SITE_FACEBOOK_URL, instagram: e.SITE_INSTAGRAM_URL, linkedin: e.SITE_LINKEDIN_URL }),
    },
    publicDir: path.resolve(e.PUBLIC_DIR ?? path.join(import.meta.dirname, '..', '..')),
    serverRender: e.SERVER_RENDER === 'on',
    pageCacheBytes: Math.round(e.PAGE_CACHE_MB * 1024 * 1024),
    ssrCacheDir: path.resolve(e.SSR_CACHE_DIR ?? path.join(os.tmpdir(), 'minibar-ssr-cache')),
    render: { workers: e.RENDER_WORKERS, maxConcurrent: e.RENDER_MAX_CONCURRENT, deadlineMs: e.RENDER_DEADLINE_MS },
    rateLimit: { windowMs: e.RATE_LIMIT_WINDOW_MS, pageMax: e.RATE_LIMIT_PAGE_MAX },
    logLevel: e.LOG_LEVEL,
  };
}
