import fs from 'node:fs';
import { remoteDirectory, type RemoteName } from '../../../shared-ui/src/remote-directory';
import type { Config } from '../config';

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
export function currentRemoteUrls(config: Config): RemoteUrls {
  let fromFile: Partial<RemoteUrls> = {};
  if (config.remotes.file) {
    try {
      fromFile = JSON.parse(fs.readFileSync(config.remotes.file, 'utf8')) as Partial<RemoteUrls>;
    } catch {
      fromFile = {};
    }
  }
  return { ...builtInRemoteUrls(), ...fromFile, ...config.remotes.urls };
}
