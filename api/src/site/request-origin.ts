import { AsyncLocalStorage } from 'node:async_hooks';
import type { NextFunction, Request, Response } from 'express';

const HOST_PATTERN = /^[a-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-f:.]+\](:\d{1,5})?$/i;

/** "https://example.com" from the request (protocol honours TRUST_PROXY); a malformed Host falls back to localhost. */
export function originOf(req: Request): string {
  const host = req.get('host') ?? '';
  return `${req.protocol}://${HOST_PATTERN.test(host) ? host : 'localhost'}`;
}

const storage = new AsyncLocalStorage<string>();

/**
 * Keeps the request's origin for the rest of its handling, so the shell's HTML can carry
 * absolute URLs (og:image) although static-site.ts calls renderIndexHtml without the
 * request. Mounted at the start of the site routes.
 */
export function rememberRequestOrigin(req: Request, _res: Response, next: NextFunction): void {
  storage.run(originOf(req), next);
}

/** The current request's origin, or undefined outside a request. */
export function currentRequestOrigin(): string | undefined {
  return storage.getStore();
}
