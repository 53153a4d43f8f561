import directory from './remote-directory.json';

export type RemoteName = keyof typeof directory;

export interface RemotePlace {
  /** Where the one-process server serves the remote's build. */
  prefix: string;
  /** The remote's workspace folder (its build is `<folder>/dist`). */
  folder: string;
  /** Its dev server's port. */
  devPort: number;
}

/**
 * The remotes. The data is JSON so that build configuration (read by Node before any
 * TypeScript is compiled) can import it too.
 */
export const remoteDirectory: Readonly<Record<RemoteName, RemotePlace>> = directory;

export const remoteNames = Object.keys(remoteDirectory) as RemoteName[];
