import fs from 'node:fs';
import { remoteDirectory, type RemoteName } from '@minibar/site';
import type { SiteServerConfig } from './config';

export type RemoteUrls = Record<RemoteName, string>;

/** Each remote's entry under the one-process server's own prefixes. */
export function builtInRemoteUrls(): RemoteUrls {
  const urls = {} as RemoteUrls;
  for (const [name, { prefix }] of Object.entries(remoteDirectory) as Array<[RemoteName, { prefix: string }]>) {
    urls[name] = `${prefix}remoteEntry.js`;
  }
  return urls;
}

/**
 * Where each remote lives now: REMOTE_URL_* variables, else the REMOTES_FILE (read on
 * every request, so editing it moves or rolls back a remote without a restart), else
 * the built-in prefixes.
 */
let reportedProblem: string | undefined;

function readRemotesFile(file: string): Partial<RemoteUrls> {
  let text: string | undefined;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    return {}; // No file (yet): the built-in prefixes.
  }
  try {
    const parsed: unknown = JSON.parse(text);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('not an object of remote URLs');
    return Object.fromEntries(Object.entries(parsed).filter(([, url]) => typeof url === 'string' && url)) as Partial<RemoteUrls>;
  } catch (error) {
    // Reported once per bad content; the built-in prefixes are used meanwhile.
    if (reportedProblem !== text) {
      reportedProblem = text;
      console.error(`REMOTES_FILE ${file} is not valid (${(error as Error).message}); using the built-in remote URLs.`);
    }
    return {};
  }
}

export function currentRemoteUrls(config: SiteServerConfig): RemoteUrls {
  const fromFile = config.remotes.file ? readRemotesFile(config.remotes.file) : {};
  return { ...builtInRemoteUrls(), ...fromFile, ...config.remotes.urls };
}
