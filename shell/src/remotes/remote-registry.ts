import { registerRemotes } from '@module-federation/runtime';
import { remoteNames, type RemoteName } from '@minibar/ui';

export type RemoteUrls = Partial<Record<RemoteName, string>>;

/** The folder of an entry URL ("…/blog/remoteEntry.js" → "…/blog/"). */
function folderOf(url: string): string {
  return url.slice(0, url.lastIndexOf('/') + 1);
}

/** Accepts `{ "<remote>": "<url of its remoteEntry.js>" }`; reports anything else once. */
export function parseRemoteUrls(body: unknown, base: string): RemoteUrls {
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    console.error('remotes.json is not an object of remote URLs; every remote will show its fallback.');
    return {};
  }
  const urls: RemoteUrls = {};
  for (const name of remoteNames) {
    const value = (body as Record<string, unknown>)[name];
    if (typeof value !== 'string' || !value) {
      console.error(`remotes.json has no URL for "${name}"; its pages will show their fallback.`);
      continue;
    }
    try {
      urls[name] = new URL(value, base).href;
    } catch {
      console.error(`remotes.json has an invalid URL for "${name}": ${value}`);
    }
  }
  return urls;
}

declare global {
  var __REMOTE_BASE__: Partial<Record<string, string>> | undefined;
}

/**
 * Registers the remotes: from the server-rendered page when it carries them (the same
 * URLs the server rendered with), else from /remotes.json (never cached).
 */
export async function registerRemotesFromConfig(fromServer?: RemoteUrls): Promise<RemoteUrls> {
  let urls: RemoteUrls = {};
  if (fromServer) {
    urls = parseRemoteUrls(fromServer, window.location.href);
  } else {
    try {
      const response = await fetch('/remotes.json', { cache: 'no-store' });
      if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
      urls = parseRemoteUrls(await response.json(), window.location.href);
    } catch (error) {
      console.error('Could not read /remotes.json; every remote will show its fallback.', error);
    }
  }
  // Remotes build their asset URLs from this base, the same on the server and here: the
  // entry as the server rendered with it (relative to the site, if it was), so the pictures'
  // addresses in the hydrated page are the ones in its server HTML.
  const asRendered: Partial<Record<string, string>> = fromServer ?? {};
  globalThis.__REMOTE_BASE__ = Object.fromEntries(Object.entries(urls).map(([name, url]) => [name, folderOf(asRendered[name] ?? url)]));
  registerRemotes(
    Object.entries(urls).map(([name, entry]) => ({ name, entry, type: 'module' as const })),
    { force: true },
  );
  return urls;
}
