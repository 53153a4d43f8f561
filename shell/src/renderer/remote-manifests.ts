import type { RemoteName } from '@minibar/ui';
import { createServerFederation, releaseServerFederation } from './federation-server';
import { hashList, integrityOf, pathInFolder, refuseRemote, remoteFileUrl } from './remote-files';

/** One bounded wait per remote; a remote that failed is skipped for a few seconds. */
export const REMOTE_TIMEOUT_MS = 2000;
const MANIFEST_MAX_AGE_MS = 2000;
const SKIP_AFTER_FAILURE_MS = 5000;

interface Manifest {
  metaData?: {
    ssrRemoteEntry?: { name: string; path?: string };
    /** The hash of every file of the remote's build, by its path: the server build's in the server entry's folder, the browser build's in the remote's folder. */
    integrity?: { server?: unknown; browser?: unknown };
  };
  exposes?: Array<{
    name: string;
    assets?: { css?: { sync?: string[]; async?: string[] }; js?: { sync?: string[] } };
  }>;
}

/** Hashes ('sha256-<base64>') a remote's files must have; a file that differs is never run. */
export interface RemoteIntegrity {
  manifest?: string | undefined;
  serverEntry?: string | undefined;
}

/** One registration of a remote's build: its federation instance, and what forgets it. */
interface RemoteBuild {
  federation: ReturnType<typeof createServerFederation>;
  release: () => void;
}

interface RemoteState {
  entry: string;
  manifest?: Manifest;
  fetchedAt: number;
  version?: string;
  registeredVersion?: string;
  /** The builds registered, oldest first: the current one last. */
  builds: RemoteBuild[];
  failedAt?: number;
}

/**
 * A remote's builds kept where pages are rendered: the current one, and the one before it, which
 * a render that started before the change may still be using. Older ones are released.
 */
const KEPT_BUILDS = 2;

const remotes = new Map<RemoteName, RemoteState>();
let registrations = 0;

export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

function baseOf(entry: string): string {
  return new URL('./', entry).href;
}

/** A remote build's version: the digest of its manifest (the site server's page cache computes the same). */
async function hash(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Buffer.from(digest).toString('hex').slice(0, 16);
}

/** Throws (the remote counts as down) when the manifest does not have the configured hash. */
function checkManifest(name: RemoteName, text: string, expected: string | undefined): void {
  if (!expected) return;
  const actual = integrityOf(text);
  if (actual === expected) return;
  refuseRemote(
    `${name} ${actual}`,
    'manifest',
    `Remote "${name}": its manifest does not match the configured integrity (${actual}); it is treated as down`,
  );
}

/**
 * The remote's manifest (re-read every 2 s, so a redeployed remote is picked up within
 * seconds), registered under its hash: a new build gets a new URL, hence fresh modules,
 * with no restart. Its server code is loaded from where the manifest says, on the remote's
 * own origin and inside its folder, and only with the hashes the manifest lists.
 */
async function refresh(name: RemoteName, entry: string, cacheRoot: string, integrity: RemoteIntegrity | undefined): Promise<RemoteState> {
  let state = remotes.get(name);
  if (!state || state.entry !== entry) {
    state = { entry, fetchedAt: 0, builds: state?.builds ?? [] };
    remotes.set(name, state);
  }
  const now = Date.now();
  if (state.failedAt && now - state.failedAt < SKIP_AFTER_FAILURE_MS) throw new Error(`${name} is unavailable`);
  if (!state.manifest || now - state.fetchedAt > MANIFEST_MAX_AGE_MS) {
    try {
      const response = await fetch(`${baseOf(entry)}mf-manifest.json`, { signal: AbortSignal.timeout(REMOTE_TIMEOUT_MS) });
      if (!response.ok) throw new Error(`${name} manifest: ${response.status}`);
      const text = await response.text();
      checkManifest(name, text, integrity?.manifest);
      state.manifest = JSON.parse(text) as Manifest;
      state.version = await hash(text);
      state.fetchedAt = now;
    } catch (error) {
      state.failedAt = Date.now();
      throw error;
    }
  }
  // Configured hashes are part of the registration: a new hash is checked before the next render.
  const registration = `${state.version ?? '0'} ${integrity?.manifest ?? ''} ${integrity?.serverEntry ?? ''}`;
  if (state.registeredVersion !== registration) {
    try {
      register(name, state, cacheRoot, integrity);
    } catch (error) {
      state.failedAt = Date.now();
      throw error;
    }
    state.registeredVersion = registration;
  }
  return state;
}

/**
 * Registers the build the manifest describes: a fresh instance under a URL of its own (the
 * runtime caches entries by URL), whose loader checks the build's server files and copies
 * them into a folder of its own. The builds before the previous one are released.
 */
function register(name: RemoteName, state: RemoteState, cacheRoot: string, integrity: RemoteIntegrity | undefined): void {
  const version = state.version ?? '0';
  const refuse = (what: string, message: string) => refuseRemote(`${name} ${version}`, what, `Remote "${name}": ${message}; it is treated as down`);
  const serverEntry = state.manifest?.metaData?.ssrRemoteEntry;
  if (!serverEntry) throw new Error(`${name} has no server entry`);
  const reference = `${serverEntry.path ?? ''}${serverEntry.name}`;
  const serverEntryUrl = remoteFileUrl(reference, baseOf(state.entry));
  if (!serverEntryUrl) return refuse('server entry', `its server entry ${reference.slice(0, 200)} lies outside the remote's origin or folder`);
  const files = hashList(state.manifest?.metaData?.integrity?.server);
  if (!files) return refuse('server hashes', 'its manifest lists no hashes of its server files');

  registrations += 1;
  const build = `${version}-${registrations}`;
  const url = new URL(state.entry);
  url.searchParams.set('v', build);
  const loader = {
    cacheRoot,
    timeoutMs: REMOTE_TIMEOUT_MS,
    entry: { remote: name, url: serverEntryUrl.href, build, files, pinnedEntry: integrity?.serverEntry },
  };
  const federation = createServerFederation(`shell_server_${name}_${build}`, loader);
  federation.registerRemotes([{ name, entry: url.href, type: 'module' }]);
  state.builds.push({ federation, release: () => releaseServerFederation(federation, loader, url.href) });
  for (const old of state.builds.splice(0, Math.max(0, state.builds.length - KEPT_BUILDS))) old.release();
}

/** The page's scripts, each with the hash the remote's browser build lists for it; a script without one refuses the remote. */
function scriptsOf(name: RemoteName, state: RemoteState, exposed: NonNullable<Manifest['exposes']>[number] | undefined): PageScript[] {
  const base = baseOf(state.entry);
  const hashes = hashList(state.manifest?.metaData?.integrity?.browser);
  const refuse = (what: string, message: string) =>
    refuseRemote(`${name} ${state.version ?? '0'}`, what, `Remote "${name}": ${message}; it is treated as down`);
  // The remote's entry and the page's own chunks: what the browser needs to hydrate the page.
  return [state.entry, ...(exposed?.assets?.js?.sync ?? [])].map((file) => {
    const url = remoteFileUrl(file, base);
    const relative = url && pathInFolder(url, new URL(base));
    if (!url || !relative) return refuse(file, `its page script ${file.slice(0, 200)} lies outside the remote's origin or folder`);
    const integrity = hashes?.get(relative);
    if (!integrity) return refuse(relative, `its manifest lists no hash for its browser file ${relative}`);
    return { href: url.href, integrity };
  });
}

/** A script a page loads, with the hash its remote's build lists for it (the browser runs it only with that hash). */
export interface PageScript {
  href: string;
  integrity: string;
}

/** Loads one exposed page of a remote for server rendering, with its CSS files and the scripts its first load needs. */
export async function loadRemotePage<T>(
  name: RemoteName,
  entry: string,
  module: string,
  cacheRoot: string,
  integrity?: RemoteIntegrity,
): Promise<{ module: T; css: string[]; scripts: PageScript[]; version: string }> {
  const state = await refresh(name, entry, cacheRoot, integrity);
  try {
    const federation = state.builds.at(-1)?.federation;
    if (!federation) throw new Error(`${name} is not registered`);
    const loaded = await withTimeout(federation.loadRemote<T>(`${name}/${module}`), REMOTE_TIMEOUT_MS, `${name}/${module}`);
    if (!loaded) throw new Error(`${name}/${module} is empty`);
    const exposed = state.manifest?.exposes?.find((e) => e.name === module || e.name === `./${module}`);
    const files = [...(exposed?.assets?.css?.sync ?? []), ...(exposed?.assets?.css?.async ?? [])];
    const url = (file: string) => new URL(file, baseOf(entry)).href;
    return { module: loaded, css: files.map(url), scripts: scriptsOf(name, state, exposed), version: state.version ?? '0' };
  } catch (error) {
    state.failedAt = Date.now();
    throw error;
  }
}
