import * as React from 'react';
import * as ReactJsxRuntime from 'react/jsx-runtime';
import * as ReactDom from 'react-dom';
import * as ReactDomClient from 'react-dom/client';
import * as Zustand from 'zustand';
import * as SharedUi from 'shared-ui';
import { createInstance } from '@module-federation/runtime';
import * as runtimeCore from '@module-federation/runtime/core';
import { sharedVersions } from 'shared-ui-build/federation-shared';
import { ssrEntryLoader, type ServerEntry } from './ssr-entry-loader';

// Remotes are built to use the federation runtime of the page they join instead of their
// own copy; on the server that is this process's.
(globalThis as { _FEDERATION_RUNTIME_CORE?: unknown })._FEDERATION_RUNTIME_CORE ??= runtimeCore;

const provide = (version: string, lib: unknown) => ({
  version,
  lib: () => lib,
  shareConfig: { singleton: true, requiredVersion: `^${version}` },
});

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
    shared: {
      react: provide(sharedVersions.react, React),
      'react/jsx-runtime': provide(sharedVersions.react, ReactJsxRuntime),
      'react-dom': provide(sharedVersions['react-dom'], ReactDom),
      'react-dom/client': provide(sharedVersions['react-dom'], ReactDomClient),
      zustand: provide(sharedVersions.zustand, Zustand),
      'shared-ui': provide(sharedVersions['shared-ui'], SharedUi),
    },
    plugins: [ssrEntryLoader(loader)],
  });
