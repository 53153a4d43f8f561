import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { threadId } from 'node:worker_threads';
import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';
import { sharedVersions } from 'shared-ui-build/federation-shared';

/**
 * The only packages a remote's server code may import: the shared singletons the host
 * provides (and their subpaths). Everything else must be bundled into the remote's server
 * build, so a remote never depends on what happens to be installed where the host runs.
 */
const sharedPackages = Object.keys(sharedVersions);
const isShared = (specifier: string) => sharedPackages.some((name) => specifier === name || specifier.startsWith(`${name}/`));

const STATIC_IMPORT = /((?:\bfrom|\bimport)\s*)(["'])([^"']+)\2/g;
const DYNAMIC_IMPORT = /(\bimport\s*\(\s*)(["'])([^"']+)\2(\s*\))/g;

let processFolder: string | undefined;

/**
 * This render thread's folder under the cache root (`<pid>-<thread id>`), created once;
 * folders left by processes that are gone (a crash, a kill) are removed first. The folder
 * goes when the thread exits; a thread stopped at its deadline has its folder removed by
 * the render pool that stopped it.
 */
function cacheFolderOf(root: string): string {
  if (processFolder) return processFolder;
  fs.mkdirSync(root, { recursive: true });
  for (const entry of fs.readdirSync(root)) {
    const pid = /^(\d+)(?:-\d+)?$/.exec(entry)?.[1];
    if (pid && !isAlive(Number(pid))) fs.rmSync(path.join(root, entry), { recursive: true, force: true });
  }
  const folder = path.join(root, `${process.pid}-${threadId}`);
  fs.rmSync(folder, { recursive: true, force: true });
  fs.mkdirSync(folder, { recursive: true });
  process.once('exit', () => fs.rmSync(folder, { recursive: true, force: true }));
  processFolder = folder;
  return folder;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The host's own copy of a shared package, as a file URL, so the remote uses the very same module. */
function resolveShared(specifier: string): string {
  return import.meta.resolve(specifier);
}

/**
 * Copies a remote's server entry and every chunk it imports (same relative layout) into
 * `folder`, pointing the shared singletons at the host's copies. A bare import of anything
 * else is left as is and fails to load: the remote's server build was not self-contained.
 */
async function copyModuleGraph(entryUrl: string, folder: string, timeoutMs: number): Promise<string> {
  const base = new URL('./', entryUrl);
  const fileOf = (url: URL) => {
    const relative = decodeURIComponent(url.pathname.slice(base.pathname.length));
    if (!url.pathname.startsWith(base.pathname) || !relative || relative.split('/').includes('..')) {
      throw new Error(`${url.href} lies outside the remote`);
    }
    return path.join(folder, relative);
  };
  /** Writes one module and answers the modules it imports (chunks may import each other). */
  const copy = async (url: URL): Promise<URL[]> => {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) throw new Error(`${url.href}: ${response.status}`);
    const imported: URL[] = [];
    const rewrite = (match: string, prefix: string, quote: string, specifier: string, suffix = '') => {
      if (specifier.startsWith('./') || specifier.startsWith('../')) {
        imported.push(new URL(specifier, url));
        return match;
      }
      return isShared(specifier) ? `${prefix}${quote}${resolveShared(specifier)}${quote}${suffix}` : match;
    };
    const code = (await response.text())
      .replace(DYNAMIC_IMPORT, rewrite)
      .replace(STATIC_IMPORT, (match, prefix: string, quote: string, specifier: string) => rewrite(match, prefix, quote, specifier));
    const file = fileOf(url);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, code);
    return imported;
  };
  const entry = new URL(entryUrl);
  entry.search = '';
  const seen = new Set([entry.href]);
  let next = [entry];
  while (next.length > 0) {
    const imported = (await Promise.all(next.map(copy))).flat();
    next = imported.filter((url) => {
      url.search = '';
      url.hash = '';
      if (seen.has(url.href)) return false;
      seen.add(url.href);
      return true;
    });
  }
  return fileOf(entry);
}

export interface ServerEntry {
  /** The remote's server entry (remoteEntry.ssr.js), absolute. */
  url: string;
  /** Changes with every build of the remote: each build is copied and imported afresh. */
  version: string;
}

/**
 * A federation runtime plugin that loads a remote's server entry in Node: the entry and
 * its chunks are copied into the SSR cache folder (`<cacheRoot>/<pid>/<remote>-<version>/`)
 * and imported from there. The folder is never inside node_modules.
 */
export function ssrEntryLoader(options: { cacheRoot: string; timeoutMs: number; entry: ServerEntry }): ModuleFederationRuntimePlugin {
  return {
    name: 'minibar-ssr-entry-loader',
    async loadEntry({ remoteInfo }) {
      const folder = path.join(cacheFolderOf(options.cacheRoot), `${remoteInfo.name.replace(/\W/g, '_')}-${options.entry.version}`);
      const file = await copyModuleGraph(options.entry.url, folder, options.timeoutMs);
      return (await import(/* @vite-ignore */ pathToFileURL(file).href)) as never;
    },
  };
}
