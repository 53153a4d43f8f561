import fs from 'node:fs';
import { z } from 'zod';
import { remoteDirectory, type RemoteName } from '@minibar/site-config';
import type { SiteServerConfig } from './config';
import type { RemoteIntegrity } from '../src/renderer/remote-manifests';
import { MISREAD_CHARACTER } from '../src/renderer/remote-files';

export type RemoteUrls = Record<RemoteName, string>;

export interface RemoteSource {
  url: string;
  integrity?: RemoteIntegrity | undefined;
}

/** Each remote's entry under the one-process server's own prefixes. */
export function builtInRemoteUrls(): RemoteUrls {
  const urls = {} as RemoteUrls;
  for (const [name, { prefix }] of Object.entries(remoteDirectory) as Array<[RemoteName, { prefix: string }]>) {
    urls[name] = `${prefix}remoteEntry.js`;
  }
  return urls;
}

/** True for a host on this machine (localhost, 127.x.x.x, ::1): plain http is allowed there. */
export function isLoopbackHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || /^127(?:\.\d{1,3}){3}$/.test(hostname);
}

const sha256 = z.string().regex(/^sha256-[A-Za-z0-9+/]{43}=$/, 'must be sha256-<base64 digest>');

/** A remote in REMOTES_FILE: its entry URL, or the URL with the hashes of its manifest and server entry. */
const remotesFileSchema = z.record(
  z.string(),
  z.union([
    z.string().min(1),
    z.object({ url: z.string().min(1), integrity: z.object({ manifest: sha256.optional(), serverEntry: sha256.optional() }).optional() }),
  ]),
);

/**
 * Why a remote URL is not usable, or undefined when it is: the remote's remoteEntry.js (pages
 * load a remote by its entry; the manifest beside it is the server's), at a path on this site
 * or an https URL (plain http only on loopback) whose origin is this site's, a loopback one or
 * one of REMOTE_ORIGINS. The URL is read as the URL parser reads it against this site, with no
 * backslash, control character or user name in it. The files a remote's manifest names are
 * held to the same rule: on its entry's origin, inside its entry's folder (`remoteFileUrl`).
 */
export function remoteUrlProblem(url: string, publicOrigin: string, allowedOrigins: readonly string[]): string | undefined {
  if (MISREAD_CHARACTER.test(url)) return 'has a backslash or a control character';
  if (!(url.split(/[?#]/)[0] ?? '').endsWith('.js')) return 'is not the URL of its remoteEntry.js';
  const onThisSite = url.startsWith('/') && !url.startsWith('//');
  if (!onThisSite && !URL.canParse(url)) return 'is not a URL';
  const parsed = new URL(url, `${publicOrigin}/`);
  if (parsed.username || parsed.password) return 'must not carry a user name or password';
  if (onThisSite) return parsed.origin === publicOrigin ? undefined : 'is not a path on this site';
  const loopback = isLoopbackHost(parsed.hostname);
  if (parsed.protocol !== 'https:' && !(parsed.protocol === 'http:' && loopback)) return 'must use https: (plain http: only on loopback)';
  if (loopback || parsed.origin === publicOrigin || allowedOrigins.includes(parsed.origin)) return undefined;
  return `is on ${parsed.origin}, which is not in REMOTE_ORIGINS`;
}

/** Each problem is logged once (a file re-read on every request would repeat it otherwise). */
const reported = new Set<string>();
function reportOnce(message: string) {
  if (reported.has(message)) return;
  reported.add(message);
  console.error(message);
}

let cachedFile: { file: string; mtimeMs: number; size: number; sources: Partial<Record<string, RemoteSource>> } | undefined;

function readRemotesFile(file: string): Partial<Record<string, RemoteSource>> {
  let stat: fs.Stats;
  try {
    stat = fs.statSync(file);
  } catch {
    return {}; // No file (yet): the built-in prefixes.
  }
  if (cachedFile?.file === file && cachedFile.mtimeMs === stat.mtimeMs && cachedFile.size === stat.size) return cachedFile.sources;
  let sources: Partial<Record<string, RemoteSource>> = {};
  try {
    const parsed = remotesFileSchema.safeParse(JSON.parse(fs.readFileSync(file, 'utf8')));
    if (!parsed.success) throw new Error(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '));
    sources = Object.fromEntries(Object.entries(parsed.data).map(([name, value]) => [name, typeof value === 'string' ? { url: value } : value]));
  } catch (error) {
    reportOnce(`REMOTES_FILE ${file} is not valid (${(error as Error).message}); using the built-in remote URLs.`);
  }
  cachedFile = { file, mtimeMs: stat.mtimeMs, size: stat.size, sources };
  return sources;
}

/**
 * Where each remote lives now: REMOTE_URL_* variables, else the REMOTES_FILE (re-read when
 * it changes, so editing it moves or rolls back a remote without a restart), else the
 * built-in prefixes. A remote whose URL is not trusted is left out: its pages show their
 * fallback, and the problem is logged once.
 */
export function currentRemotes(config: SiteServerConfig): Partial<Record<RemoteName, RemoteSource>> {
  const fromFile = config.remotes.file ? readRemotesFile(config.remotes.file) : {};
  const result: Partial<Record<RemoteName, RemoteSource>> = {};
  for (const name of Object.keys(remoteDirectory) as RemoteName[]) {
    const configured = config.remotes.urls[name];
    const source = configured ? { url: configured } : (fromFile[name] ?? { url: builtInRemoteUrls()[name] });
    const problem = remoteUrlProblem(source.url, config.publicOrigin, config.remotes.allowedOrigins);
    if (problem) {
      reportOnce(`Remote "${name}" at ${source.url} ${problem}; its pages show their fallback.`);
      continue;
    }
    result[name] = source;
  }
  return result;
}

/** The trusted remotes' entry URLs, as /remotes.json tells the browser. */
export function currentRemoteUrls(config: SiteServerConfig): Partial<RemoteUrls> {
  return Object.fromEntries(Object.entries(currentRemotes(config)).map(([name, source]) => [name, source.url]));
}
