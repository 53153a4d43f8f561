import helmet from 'helmet';

/** Hosts the site loads from besides itself: Stripe, Google Maps and the video host. */
export const externalHosts = {
  stripeScript: 'https://js.stripe.com',
  stripeApi: 'https://api.stripe.com',
  stripeFrames: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  mapsScript: 'https://maps.googleapis.com',
  mapsImages: ['https://maps.gstatic.com', 'https://maps.googleapis.com'],
};

/** Security headers; the Content-Security-Policy allows exactly what the pages load. */
export function securityHeaders(videoUrl: string) {
  const videoOrigin = new URL(videoUrl).origin;
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        formAction: ["'self'"],
        scriptSrc: ["'self'", externalHosts.stripeScript, externalHosts.mapsScript],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...externalHosts.mapsImages, 'https://*.stripe.com'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", externalHosts.stripeApi, externalHosts.mapsScript],
        frameSrc: [...externalHosts.stripeFrames, videoOrigin],
        mediaSrc: ["'self'", 'blob:', videoOrigin],
        workerSrc: ["'self'", 'blob:'],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  });
}
