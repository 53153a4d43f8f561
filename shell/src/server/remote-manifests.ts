import type { RemoteName } from 'shared-ui';
import { createServerFederation } from './federation-server';

/** One bounded wait per remote; a remote that failed is skipped for a few seconds. */
export const REMOTE_TIMEOUT_MS = 2000;
const MANIFEST_MAX_AGE_MS = 2000;
const SKIP_AFTER_FAILURE_MS = 5000;

interface Manifest {
  metaData?: { ssrRemoteEntry?: { name: string; path?: string } };
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

interface RemoteState {
  entry: string;
  manifest?: Manifest;
  fetchedAt: number;
  version?: string;
  registeredVersion?: string;
  federation?: ReturnType<typeof createServerFederation>;
  failedAt?: number;
}

const remotes = new Map<RemoteName, RemoteState>();

export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

function baseOf(entry: string): string {
  return entry.slice(0, entry.lastIndexOf('/') + 1);
}

/** A remote build's version: the digest of its manifest (the site server's page cache computes the same). */
async function hash(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Buffer.from(digest).toString('hex').slice(0, 16);
}

async function integrityOf(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return `sha256-${Buffer.from(digest).toString('base64')}`;
}

/** Each integrity failure is logged once per remote build. */
const reportedMismatches = new Set<string>();

/** Throws (the remote counts as down) when the text does not have the configured hash. */
async function checkIntegrity(name: RemoteName, what: string, text: string, expected: string | undefined): Promise<void> {
  if (!expected) return;
  const actual = await integrityOf(text);
  if (actual === expected) return;
  const message = `Remote "${name}": its ${what} does not match the configured integrity (${actual}); it is treated as down`;
  if (!reportedMismatches.has(message)) {
    reportedMismatches.add(message);
    console.error(message);
  }
  throw new Error(message);
}

/**
 * The remote's manifest (re-read every 2 s, so a redeployed remote is picked up within
 * seconds), registered under its hash: a new build gets a new URL, hence fresh modules,
 * with no restart.
 */
async function refresh(name: RemoteName, entry: string, cacheRoot: string, integrity: RemoteIntegrity | undefined): Promise<RemoteState> {
  let state = remotes.get(name);
  if (!state || state.entry !== entry) {
    state = { entry, fetchedAt: 0 };
    remotes.set(name, state);
  }
  const now = Date.now();
  if (state.failedAt && now - state.failedAt < SKIP_AFTER_FAILURE_MS) throw new Error(`${name} is unavailable`);
  if (!state.manifest || now - state.fetchedAt > MANIFEST_MAX_AGE_MS) {
    try {
      const response = await fetch(`${baseOf(entry)}mf-manifest.json`, { signal: AbortSignal.timeout(REMOTE_TIMEOUT_MS) });
      if (!response.ok) throw new Error(`${name} manifest: ${response.status}`);
      const text = await response.text();
      await checkIntegrity(name, 'manifest', text, integrity?.manifest);
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
    const serverEntry = state.manifest.metaData?.ssrRemoteEntry;
    if (!serverEntry) throw new Error(`${name} has no server entry`);
    if (integrity?.serverEntry) {
      try {
        const url = new URL(`${serverEntry.path ?? ''}${serverEntry.name}`, baseOf(entry));
        const response = await fetch(url, { signal: AbortSignal.timeout(REMOTE_TIMEOUT_MS) });
        if (!response.ok) throw new Error(`${name} server entry: ${response.status}`);
        await checkIntegrity(name, 'server entry', await response.text(), integrity.serverEntry);
      } catch (error) {
        state.failedAt = Date.now();
        throw error;
      }
    }
    // A new build: a fresh instance registered under the manifest's hash (the runtime caches
    // entries by URL), whose loader copies the build into a folder of its own.
    const url = new URL(entry);
    url.searchParams.set('v', state.version ?? '0');
    const ssrEntry = { url: new URL(`${serverEntry.path ?? ''}${serverEntry.name}`, baseOf(entry)).href, version: state.version ?? '0' };
    state.federation = createServerFederation(`shell_server_${name}_${state.version}`, {
      cacheRoot,
      timeoutMs: REMOTE_TIMEOUT_MS,
      entry: ssrEntry,
    });
    state.federation.registerRemotes([{ name, entry: url.href, type: 'module' }]);
    state.registeredVersion = registration;
  }
  return state;
}

/** Loads one exposed page of a remote for server rendering, with its CSS files and the scripts its first load needs. */
export async function loadRemotePage<T>(
  name: RemoteName,
  entry: string,
  module: string,
  cacheRoot: string,
  integrity?: RemoteIntegrity,
): Promise<{ module: T; css: string[]; scripts: string[]; version: string }> {
  const state = await refresh(name, entry, cacheRoot, integrity);
  try {
    if (!state.federation) throw new Error(`${name} is not registered`);
    const loaded = await withTimeout(state.federation.loadRemote<T>(`${name}/${module}`), REMOTE_TIMEOUT_MS, `${name}/${module}`);
    if (!loaded) throw new Error(`${name}/${module} is empty`);
    const exposed = state.manifest?.exposes?.find((e) => e.name === module || e.name === `./${module}`);
    const files = [...(exposed?.assets?.css?.sync ?? []), ...(exposed?.assets?.css?.async ?? [])];
    const url = (file: string) => new URL(file, baseOf(entry)).href;
    // The remote's entry and the page's own chunks: what the browser needs to hydrate the page.
    const scripts = [entry, ...(exposed?.assets?.js?.sync ?? []).map(url)];
    return { module: loaded, css: files.map(url), scripts, version: state.version ?? '0' };
  } catch (error) {
    state.failedAt = Date.now();
    throw error;
  }
}
