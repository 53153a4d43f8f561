import fs from 'node:fs';
import { createInstance } from '@module-federation/runtime';
import { publishFederationRuntime, sharedSingletons } from '../remotes/shared-singletons';
import { serverCodeFolder, ssrEntryLoader, type SsrEntryLoaderOptions } from './ssr-entry-loader';

// Remotes' server entries use this process's federation runtime.
publishFederationRuntime();

type ServerFederation = ReturnType<typeof createInstance>;

/** The runtime's state, shared by every instance where pages are rendered. */
interface FederationGlobals {
  __FEDERATION__?: { __INSTANCES__?: unknown[]; __SHARE__?: Record<string, unknown> };
  __GLOBAL_LOADING_REMOTE_ENTRY__?: Record<string, unknown>;
}

/**
 * A server-side federation instance: it provides the server's copies of the shared
 * singletons to a remote's server entry (checked, copied into the SSR cache folder and
 * imported). One instance per remote build, so a redeployed remote never meets the caches
 * of its previous build.
 */
export const createServerFederation = (name: string, loader: SsrEntryLoaderOptions): ServerFederation =>
  createInstance({
    name,
    remotes: [],
    shared: sharedSingletons(),
    plugins: [ssrEntryLoader(loader)],
  });

/**
 * Forgets a remote build: its instance leaves the runtime's list of instances and share
 * scopes, the entry it loaded leaves the runtime's cache, and the folder of its server code
 * is removed. The modules Node has already imported from that folder stay in the render process's
 * module map until that process ends: Node cannot unload an ES module.
 */
export function releaseServerFederation(instance: ServerFederation, loader: SsrEntryLoaderOptions, entry: string): void {
  const globals = globalThis as FederationGlobals;
  const instances = globals.__FEDERATION__?.__INSTANCES__;
  const index = instances?.indexOf(instance) ?? -1;
  if (index !== -1) instances?.splice(index, 1);
  for (const key of [instance.name, instance.options.id]) if (key) delete globals.__FEDERATION__?.__SHARE__?.[key];
  const loading = globals.__GLOBAL_LOADING_REMOTE_ENTRY__;
  for (const key of Object.keys(loading ?? {})) if (key.endsWith(entry)) delete loading?.[key];
  fs.rmSync(serverCodeFolder(loader), { recursive: true, force: true });
}
