import { createHash } from 'node:crypto';

/** A backslash or a control character: a URL parser reads `/\host` and `/<tab>/host` as `//host`, another host. */
export const MISREAD_CHARACTER = /[\\\p{Cc}]/u;

/** A file's hash as a remote's build lists it, and as an `integrity` attribute carries it. */
const SHA256 = /^sha256-[A-Za-z0-9+/]{43}=$/;

/** The hash of a file's bytes, `sha256-<base64>`. */
export function integrityOf(bytes: Uint8Array | string): string {
  return `sha256-${createHash('sha256').update(bytes).digest('base64')}`;
}

/** The files of a build and their hashes (`{ "<path>": "sha256-…" }`), or undefined when it is not such a list. */
export function hashList(value: unknown): ReadonlyMap<string, string> | undefined {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const entries = Object.entries(value as Record<string, unknown>);
  if (!entries.every((entry): entry is [string, string] => typeof entry[1] === 'string' && SHA256.test(entry[1]))) return undefined;
  return new Map(entries);
}

/**
 * The path of `url` inside the folder `base` (decoded), or undefined when it lies anywhere
 * else: another origin, outside the folder, through a `..` segment, with a user name, a
 * backslash or a control character.
 */
export function pathInFolder(url: URL, base: URL): string | undefined {
  if (url.origin !== base.origin || url.username || url.password || !url.pathname.startsWith(base.pathname)) return undefined;
  let relative: string;
  try {
    relative = decodeURIComponent(url.pathname.slice(base.pathname.length));
  } catch {
    return undefined;
  }
  if (!relative || relative.split('/').includes('..') || MISREAD_CHARACTER.test(relative)) return undefined;
  return relative;
}

/**
 * The URL of a file a remote's manifest names (`reference`, relative to the folder of the
 * remote's entry), or undefined when the remote URL rule refuses it: a remote's files lie on
 * its entry's own origin, inside the entry's folder, with no backslash, control character
 * or user name.
 */
export function remoteFileUrl(reference: string, base: string): URL | undefined {
  if (MISREAD_CHARACTER.test(reference) || !URL.canParse(reference, base)) return undefined;
  const url = new URL(reference, base);
  return pathInFolder(url, new URL(base)) === undefined ? undefined : url;
}

/** Refusals already logged: each is logged once per remote build. */
const reported = new Set<string>();

/**
 * Refuses a remote's build: the remote counts as down (its pages show their fallback). A
 * refused build is tried again every few seconds; what refused it (`what`) is logged once
 * per `build`.
 */
export function refuseRemote(build: string, what: string, message: string): never {
  const key = `${build}\n${what}`;
  if (!reported.has(key)) {
    reported.add(key);
    console.error(message);
  }
  throw new Error(message);
}
