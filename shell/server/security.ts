import crypto from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';

/** Hosts the site loads from besides itself: Stripe, Google Maps and the video host. */
export const externalHosts = {
  stripeScript: 'https://js.stripe.com',
  stripeApi: 'https://api.stripe.com',
  stripeFrames: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  mapsScript: 'https://maps.googleapis.com',
  // Address suggestions and place details are fetched from the Places API's own host.
  placesApi: 'https://places.googleapis.com',
  mapsImages: ['https://maps.gstatic.com', 'https://maps.googleapis.com'],
};

function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/** The nonce of this answer's style elements: fresh for every answer, never guessable. */
export function styleNonce(res: Response): string {
  return String(res.locals.styleNonce ?? '');
}

/**
 * Allows exactly the style elements the server inlined into this answer's page and the style
 * attributes written in it (React writes some, such as an accordion's size variables), by
 * their hashes (see `preparePage`): no other inline style runs.
 */
export function allowInlineStyles(res: Response, sources: string): void {
  const policy = res.getHeader('Content-Security-Policy');
  if (!sources || typeof policy !== 'string') return;
  res.setHeader(
    'Content-Security-Policy',
    policy
      .split(';')
      .map((directive) => (directive.trim().startsWith('style-src ') ? `${directive} ${sources}` : directive))
      .join(';'),
  );
}

/**
 * Security headers; the Content-Security-Policy allows exactly what the pages load: this
 * origin, each remote's origin (read per request, as remotes.json may move a remote),
 * Stripe, Google Maps and the video host; inline scripts only by their hash, style
 * elements only by their hash (those the server inlined) or with this answer's nonce (those
 * the page's scripts add), style attributes only by their hash.
 */
export function securityHeaders(videoUrl: string, remoteUrls: () => string[], inlineScripts: () => string[] = () => []) {
  // No video configured: no video host is allowed anything.
  const videoOrigin = videoUrl ? new URL(videoUrl).origin : undefined;
  const remoteOrigins = () => [
    ...new Set(
      remoteUrls()
        .map(originOf)
        .filter((o): o is string => Boolean(o)),
    ),
  ];
  const withRemotes = (sources: string[]) => [...sources, () => remoteOrigins().join(' ') || "'self'"];
  const documentPolicy = (resourcePolicy: 'same-origin' | 'cross-origin') =>
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          baseUri: ["'self'"],
          objectSrc: ["'none'"],
          frameAncestors: ["'self'"],
          formAction: ["'self'"],
          scriptSrc: [...withRemotes(["'self'", externalHosts.stripeScript, externalHosts.mapsScript]), () => inlineScripts().join(' ')],
          styleSrc: [...withRemotes(["'self'"]), (_req, res) => `'nonce-${styleNonce(res as Response)}'`],
          imgSrc: withRemotes(["'self'", 'data:', 'blob:', ...externalHosts.mapsImages, 'https://*.stripe.com']),
          fontSrc: withRemotes(["'self'", 'data:']),
          connectSrc: withRemotes(["'self'", externalHosts.stripeApi, externalHosts.mapsScript, externalHosts.placesApi]),
          frameSrc: [...externalHosts.stripeFrames, ...(videoOrigin ? [videoOrigin] : [])],
          mediaSrc: ["'self'", 'blob:', ...(videoOrigin ? [videoOrigin] : [])],
          workerSrc: ["'self'", 'blob:'],
          upgradeInsecureRequests: null,
        },
      },
      // Nothing about a page is told to other sites; this site's own posts carry their Origin
      // (under 'no-referrer' a browser sends "Origin: null", which the form posts must refuse).
      referrerPolicy: { policy: 'same-origin' },
      crossOriginEmbedderPolicy: false,
      crossOriginResourcePolicy: { policy: resourcePolicy },
    });
  const pageHeaders = documentPolicy('cross-origin');
  // The API's answers are read by this site's own pages only, as when the API runs alone.
  const apiHeaders = documentPolicy('same-origin');
  const permissions = permissionsPolicy(videoOrigin);
  const fileHeaders = helmet({
    contentSecurityPolicy: false,
    crossOriginOpenerPolicy: false,
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    originAgentCluster: false,
    referrerPolicy: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xFrameOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });
  return [
    (_req: Request, res: Response, next: NextFunction) => {
      res.locals.styleNonce = crypto.randomBytes(16).toString('base64');
      next();
    },
    (req: Request, res: Response, next: NextFunction) => {
      if (isPassiveFile(req.path)) return fileHeaders(req, res, next);
      res.setHeader('Permissions-Policy', permissions);
      return (req.path.startsWith('/api/') ? apiHeaders : pageHeaders)(req, res, next);
    },
  ];
}

/**
 * What the pages may ask of the browser: payment for Stripe's frames, fullscreen and
 * autoplay for the explainer video; no camera, microphone, location or USB for anyone.
 */
function permissionsPolicy(videoOrigin: string | undefined): string {
  const video = videoOrigin ? ` "${videoOrigin}"` : '';
  return [
    'camera=()',
    'microphone=()',
    'geolocation=()',
    'usb=()',
    `payment=(self ${externalHosts.stripeFrames.map((origin) => `"${origin}"`).join(' ')})`,
    `fullscreen=(self${video})`,
    `autoplay=(self${video})`,
  ].join(', ');
}

/**
 * Files a browser never runs as a page of their own: scripts, styles, fonts, raster images,
 * JSON. The headers that govern a document (its Content-Security-Policy, framing, opener)
 * mean nothing on them, and a phone's first visit fetches thirty-odd scripts, each of which
 * would carry them: about 1.5 kB apiece. They keep nosniff, the resource policy and HSTS.
 * Pages, the API, SVG and XML (which can run script when opened) keep every header.
 */
function isPassiveFile(pathname: string): boolean {
  return !pathname.startsWith('/api/') && /\.(?:m?js|css|woff2?|png|jpe?g|webp|avif|gif|ico|json|map|txt)$/i.test(pathname);
}
