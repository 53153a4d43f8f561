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

/**
 * Security headers; the Content-Security-Policy allows exactly what the pages load: this
 * origin, each remote's origin (read per request, as remotes.json may move a remote),
 * Stripe, Google Maps and the video host; inline scripts only by their hash.
 */
export function securityHeaders(videoUrl: string, remoteUrls: () => string[], inlineScripts: () => string[] = () => []) {
  const videoOrigin = new URL(videoUrl).origin;
  const remoteOrigins = () => [...new Set(remoteUrls().map(originOf).filter((o): o is string => Boolean(o)))];
  const withRemotes = (sources: string[]) => [...sources, () => remoteOrigins().join(' ') || "'self'"];
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        formAction: ["'self'"],
        scriptSrc: [
          ...withRemotes(["'self'", externalHosts.stripeScript, externalHosts.mapsScript]),
          () => inlineScripts().join(' '),
        ],
        styleSrc: withRemotes(["'self'", "'unsafe-inline'"]),
        imgSrc: withRemotes(["'self'", 'data:', 'blob:', ...externalHosts.mapsImages, 'https://*.stripe.com']),
        fontSrc: withRemotes(["'self'", 'data:']),
        connectSrc: withRemotes(["'self'", externalHosts.stripeApi, externalHosts.mapsScript, externalHosts.placesApi]),
        frameSrc: [...externalHosts.stripeFrames, videoOrigin],
        mediaSrc: ["'self'", 'blob:', videoOrigin],
        workerSrc: ["'self'", 'blob:'],
        upgradeInsecureRequests: null,
      },
    },
    // Nothing about a page is told to other sites; this site's own posts carry their Origin
    // (under 'no-referrer' a browser sends "Origin: null", which the form posts must refuse).
    referrerPolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  });
}
