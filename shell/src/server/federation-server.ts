import { createInstance } from '@module-federation/runtime';
import { publishFederationRuntime, sharedSingletons } from '../remotes/shared-singletons';
import { ssrEntryLoader, type ServerEntry } from './ssr-entry-loader';

// Remotes' server entries use this process's federation runtime.
publishFederationRuntime();

/**
 * A server-side federation instance: it provides the server's copies of the shared
 * singletons to a remote's server entry (copied into the SSR cache folder and imported). One
 * instance per remote build, so a redeployed remote never meets the caches of its
 * previous build.
 */
export const createServerFederation = (name: string, loader: { cacheRoot: string; timeoutMs: number; entry: ServerEntry }) =>
  createInstance({
    name,
    remotes: [],
    shared: sharedSingletons(),
    plugins: [ssrEntryLoader(loader)],
  });
