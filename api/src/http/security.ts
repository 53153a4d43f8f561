import helmet from 'helmet';

/**
 * Security headers of the API answered on its own: JSON only, so the policy allows
 * nothing to load or frame it. In one process with the site, the site's headers apply.
 */
export function apiSecurityHeaders() {
  return helmet({
    contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    referrerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
}
