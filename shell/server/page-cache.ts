import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';

/** How often a remote's manifest is read again: a redeployed remote is seen within this time. */
export const REMOTE_VERSION_MAX_AGE_MS = 2000;

export interface RemoteVersionOptions {
  /** A read still unanswered after this counts as failed: the remote's pages are rendered afresh. */
  deadlineMs?: number;
  /** Failed reads in a row after which the remote is not read for `pauseMs`. */
  failuresBeforePause?: number;
  /** How long a remote that kept failing answers "unknown" at once, unread. */
  pauseMs?: number;
}

export const REMOTE_VERSION_DEFAULTS: Required<RemoteVersionOptions> = { deadlineMs: 1000, failuresBeforePause: 3, pauseMs: 10_000 };

function digest(text: string): string {
  return createHash('sha256').update(text).digest('base64url').slice(0, 22);
}

/** A remote build's version as the renderer names it: the first 16 hex digits of its manifest's SHA-256. */
export function manifestVersion(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 16);
}

interface RemoteState {
  version?: Promise<string | undefined>;
  readAt: number;
  failuresInARow: number;
  pausedUntil: number;
}

/**
 * The build a remote serves now: a digest of its mf-manifest.json (every build writes a new
 * one), read again at most every two seconds and shared by the requests in between. Each
 * remote is read on its own, within its own deadline, so a slow remote holds only its own
 * pages. Undefined while a remote cannot be read: such pages are rendered afresh. A remote
 * that failed several reads in a row is left unread for a while and answers undefined at once.
 */
export function createRemoteVersions(
  readManifest: (url: string, signal: AbortSignal) => Promise<string | undefined> = fetchManifest,
  options: RemoteVersionOptions = {},
) {
  const { deadlineMs, failuresBeforePause, pauseMs } = { ...REMOTE_VERSION_DEFAULTS, ...options };
  const remotes = new Map<string, RemoteState>();

  const read = (manifestUrl: string): Promise<string | undefined> => {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const deadline = new Promise<undefined>((resolve) => {
      timer = setTimeout(() => {
        controller.abort();
        resolve(undefined);
      }, deadlineMs);
    });
    const text = readManifest(manifestUrl, controller.signal).catch(() => undefined);
    return Promise.race([text, deadline])
      .then((answer) => (answer === undefined ? undefined : manifestVersion(answer)))
      .finally(() => clearTimeout(timer));
  };

  /** The build of the remote whose manifest is at this URL; undefined when it cannot be read now. */
  return function versionOf(manifestUrl: string): Promise<string | undefined> {
    const now = Date.now();
    let state = remotes.get(manifestUrl);
    if (!state) {
      state = { readAt: 0, failuresInARow: 0, pausedUntil: 0 };
      remotes.set(manifestUrl, state);
    }
    if (now < state.pausedUntil) return Promise.resolve(undefined);
    if (state.version && now - state.readAt < REMOTE_VERSION_MAX_AGE_MS) return state.version;
    const remote = state;
    const version = read(manifestUrl).then((answer) => {
      // After the pause, one more failed read pauses it again; a good one ends the run.
      if (answer !== undefined) remote.failuresInARow = 0;
      else if ((remote.failuresInARow += 1) >= failuresBeforePause) remote.pausedUntil = Date.now() + pauseMs;
      return answer;
    });
    state.version = version;
    state.readAt = now;
    return version;
  };
}

async function fetchManifest(url: string, signal: AbortSignal): Promise<string | undefined> {
  const response = await fetch(url, { signal, cache: 'no-store' });
  return response.ok ? await response.text() : undefined;
}

export interface PageKeyParts {
  /** Path and query of the request. */
  url: string;
  /** The shell's HTML for this route before rendering: changes with a shell build, the route's meta and the site's settings. */
  template: string;
  /** The builds the page is rendered from: the shell's renderer and the page's own remote (createRemoteVersions). */
  remoteVersions: string;
  /** The day the page shows as today (legal pages, the footer's year). */
  day: string;
}

/** A kept page: whatever form it is kept in, it says how many bytes it holds. */
export interface SizedPage {
  bytes: number;
}

/**
 * Rendered pages kept in memory. A page depends on nothing about the visitor, only on its URL,
 * the shell's build, the build of the remote that serves it and the day, so those make its key
 * and a redeploy of any of them is a new key (another remote's is not). Bounded by total size,
 * each page counted with everything it holds (its compressed copies too); the least recently
 * used pages go first.
 */
export function createPageCache<Page extends SizedPage>(maxBytes: number) {
  const pages = maxBytes > 0 ? new LRUCache<string, Page>({ maxSize: maxBytes, sizeCalculation: (page) => Math.max(1, page.bytes) }) : undefined;
  const keyOf = (parts: PageKeyParts) => `${parts.day} ${parts.remoteVersions} ${digest(parts.template)} ${parts.url}`;
  return {
    enabled: Boolean(pages),
    get: (parts: PageKeyParts): Page | undefined => pages?.get(keyOf(parts)),
    set: (parts: PageKeyParts, page: Page): void => {
      pages?.set(keyOf(parts), page);
    },
    get size(): number {
      return pages?.size ?? 0;
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
