import type { Request } from 'express';

const HOST_PATTERN = /^[a-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-f:.]+\](:\d{1,5})?$/i;

/** "https://example.com" from the request (protocol honours TRUST_PROXY); a malformed Host falls back to localhost. */
export function originOf(req: Request): string {
  const host = req.get('host') ?? '';
  return `${req.protocol}://${HOST_PATTERN.test(host) ? host : 'localhost'}`;
}

/** True when an Origin header names this request's host (req.host honours X-Forwarded-Host behind TRUST_PROXY hops). */
export function isSameHost(origin: string, req: Request): boolean {
  try {
    return new URL(origin).host === req.host;
  } catch {
    return false;
  }
}
