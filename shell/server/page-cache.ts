import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';

/** How often a remote's manifest is read again: a redeployed remote is seen within this time. */
export const REMOTE_VERSION_MAX_AGE_MS = 2000;
const MANIFEST_TIMEOUT_MS = 2000;

function digest(text: string): string {
  return createHash('sha256').update(text).digest('base64url').slice(0, 22);
}

/** A remote build's version as the renderer names it: the first 16 hex digits of its manifest's SHA-256. */
export function manifestVersion(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 16);
}

interface KnownVersion {
  version: Promise<string | undefined>;
  readAt: number;
}

/**
 * The build each remote serves now: a digest of its mf-manifest.json (every build writes a
 * new one), read again at most every two seconds and shared by the requests in between.
 * Undefined while a remote cannot be read: such pages are rendered afresh.
 */
export function createRemoteVersions(readManifest: (url: string) => Promise<string | undefined> = fetchManifest) {
  const known = new Map<string, KnownVersion>();
  const versionOf = (manifestUrl: string, now: number): Promise<string | undefined> => {
    const entry = known.get(manifestUrl);
    if (entry && now - entry.readAt < REMOTE_VERSION_MAX_AGE_MS) return entry.version;
    const version = readManifest(manifestUrl).then((text) => (text === undefined ? undefined : manifestVersion(text)));
    known.set(manifestUrl, { version, readAt: now });
    return version;
  };
  /** The build of every remote, by manifest URL; undefined when one of them cannot be read. */
  return async function currentVersions(manifestUrls: string[]): Promise<Record<string, string> | undefined> {
    const now = Date.now();
    const versions = await Promise.all(manifestUrls.map((url) => versionOf(url, now)));
    if (versions.some((version) => version === undefined)) return undefined;
    return Object.fromEntries(manifestUrls.map((url, i) => [url, versions[i]!]));
  };
}

async function fetchManifest(url: string): Promise<string | undefined> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS), cache: 'no-store' });
    return response.ok ? await response.text() : undefined;
  } catch {
    return undefined;
  }
}

export interface PageKeyParts {
  /** Path and query of the request. */
  url: string;
  /** The shell's HTML for this route before rendering: changes with a shell build, the route's meta and the site's settings. */
  template: string;
  /** The builds of the remotes, from createRemoteVersions. */
  remoteVersions: string;
  /** The day the page shows as today (legal pages, the footer's year). */
  day: string;
}

/**
 * Rendered pages kept in memory. A page depends on nothing about the visitor, only on its URL,
 * the shell's build, the remotes' builds and the day, so those make its key and a redeploy of
 * any of them is a new key. Bounded by total size; the least recently used pages go first.
 */
export function createPageCache(maxBytes: number) {
  const pages = maxBytes > 0 ? new LRUCache<string, string>({ maxSize: maxBytes, sizeCalculation: (html) => Math.max(1, html.length) }) : undefined;
  const keyOf = (parts: PageKeyParts) => `${parts.day} ${parts.remoteVersions} ${digest(parts.template)} ${parts.url}`;
  return {
    enabled: Boolean(pages),
    get: (parts: PageKeyParts): string | undefined => pages?.get(keyOf(parts)),
    set: (parts: PageKeyParts, html: string): void => {
      pages?.set(keyOf(parts), html);
    },
    get size(): number {
      return pages?.size ?? 0;
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
