import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { threadId } from 'node:worker_threads';
import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';
import { integrityOf, pathInFolder, refuseRemote } from './remote-files';
import { formerShareNames, sharedVersions } from '@minibar/build-tools/federation-shared';

/**
 * The only packages a remote's server code may import: the shared singletons the host
 * provides (and their subpaths). Everything else must be bundled into the remote's server
 * build, so a remote never depends on what happens to be installed where the host runs.
 */
const sharedPackages = [...Object.keys(sharedVersions), ...Object.keys(formerShareNames)];
const isShared = (specifier: string) => sharedPackages.some((name) => specifier === name || specifier.startsWith(`${name}/`));

const STATIC_IMPORT = /((?:\bfrom|\bimport)\s*)(["'])([^"']+)\2/g;
const DYNAMIC_IMPORT = /(\bimport\s*\(\s*)(["'])([^"']+)\2(\s*\))/g;

let processFolder: string | undefined;

/**
 * This render process's folder under the cache root (`<pid>-<thread id>`, the thread being
 * the process's main one, 0), created once; folders left by processes that are gone (a
 * crash, a kill) are removed first. The folder goes when the process exits; a process
 * stopped at its deadline has its folder removed by the render pool that stopped it.
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
  const former = Object.keys(formerShareNames).find((name) => specifier === name || specifier.startsWith(`${name}/`));
  return import.meta.resolve(former ? formerShareNames[former] + specifier.slice(former.length) : specifier);
}

/**
 * Copies a remote's server entry and every chunk it imports (same relative layout) into
 * `folder`, pointing the shared singletons at the host's copies. Each file is fetched once
 * and written only when its bytes have the hash its build lists (and the entry, the hash
 * pinned for it): the code that runs is the code that was checked. A bare import of
 * anything else is left as is and fails to load: the remote's server build was not
 * self-contained.
 */
async function copyModuleGraph(entry: ServerEntry, folder: string, timeoutMs: number): Promise<string> {
  const base = new URL('./', entry.url);
  const refuse = (what: string, message: string): never =>
    refuseRemote(entry.build, what, `Remote "${entry.remote}": ${message}; it is treated as down`);
  const pathOf = (url: URL) => pathInFolder(url, base) ?? refuse(url.href, `${url.href} lies outside the remote`);
  const entryUrl = new URL(entry.url);
  entryUrl.search = '';
  entryUrl.hash = '';
  /** Writes one module and answers the modules it imports (chunks may import each other). */
  const copy = async (url: URL): Promise<URL[]> => {
    const relative = pathOf(url);
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) throw new Error(`${url.href}: ${response.status}`);
    const bytes = new Uint8Array(await response.arrayBuffer());
    const actual = integrityOf(bytes);
    const expected = entry.files.get(relative);
    if (!expected) refuse(relative, `its manifest lists no hash for its server file ${relative}`);
    if (actual !== expected) refuse(relative, `its server file ${relative} does not match the hash its manifest lists (${actual})`);
    if (url.href === entryUrl.href && entry.pinnedEntry && actual !== entry.pinnedEntry) {
      refuse('pinned server entry', `its server entry does not match the configured integrity (${actual})`);
    }
    let text: string;
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      return refuse(relative, `its server file ${relative} is not UTF-8 text`);
    }
    const imported: URL[] = [];
    const rewrite = (match: string, prefix: string, quote: string, specifier: string, suffix = '') => {
      if (specifier.startsWith('./') || specifier.startsWith('../')) {
        imported.push(new URL(specifier, url));
        return match;
      }
      return isShared(specifier) ? `${prefix}${quote}${resolveShared(specifier)}${quote}${suffix}` : match;
    };
    const code = text
      .replace(DYNAMIC_IMPORT, rewrite)
      .replace(STATIC_IMPORT, (match, prefix: string, quote: string, specifier: string) => rewrite(match, prefix, quote, specifier));
    const file = path.join(folder, relative);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, code);
    return imported;
  };
  const seen = new Set([entryUrl.href]);
  let next = [entryUrl];
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
  return path.join(folder, pathOf(entryUrl));
}

export interface ServerEntry {
  /** The remote's name, as the site knows it. */
  remote: string;
  /** The remote's server entry (remoteEntry.ssr.js), absolute. */
  url: string;
  /** This registration of the remote's build: its code is copied into a folder of its own, named after it. */
  build: string;
  /** The hash of each file of the server build, by its path in the entry's folder (from the remote's manifest). */
  files: ReadonlyMap<string, string>;
  /** The hash the entry must also have, when one is configured. */
  pinnedEntry?: string | undefined;
}

export interface SsrEntryLoaderOptions {
  cacheRoot: string;
  timeoutMs: number;
  entry: ServerEntry;
}

/** The folder a build's server code is copied into: `<cacheRoot>/<pid>-<thread id>/<remote>-<build>/`. */
export function serverCodeFolder(options: SsrEntryLoaderOptions): string {
  return path.join(cacheFolderOf(options.cacheRoot), `${options.entry.remote.replace(/\W/g, '_')}-${options.entry.build}`);
}

/**
 * A federation runtime plugin that loads a remote's server entry in Node: the entry and
 * its chunks are checked, copied into the build's folder under the SSR cache root and
 * imported from there. The folder is never inside node_modules.
 */
export function ssrEntryLoader(options: SsrEntryLoaderOptions): ModuleFederationRuntimePlugin {
  return {
    name: 'minibar-ssr-entry-loader',
    async loadEntry() {
      const file = await copyModuleGraph(options.entry, serverCodeFolder(options), options.timeoutMs);
      return (await import(/* @vite-ignore */ pathToFileURL(file).href)) as never;
    },
  };
}
