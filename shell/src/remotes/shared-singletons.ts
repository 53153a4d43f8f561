import * as React from 'react';
import * as ReactJsxRuntime from 'react/jsx-runtime';
import * as ReactDom from 'react-dom';
import * as ReactDomClient from 'react-dom/client';
import * as Zustand from 'zustand';
import * as SharedUi from '@minibar/ui';
import * as runtimeCore from '@module-federation/runtime/core';
import type { init } from '@module-federation/runtime';
import { formerShareNames, sharedVersions } from '@minibar/build-tools/federation-shared';

type SharedOptions = NonNullable<Parameters<typeof init>[0]['shared']>;

const provide = (version: string, lib: unknown) => ({
  version,
  lib: () => lib,
  shareConfig: { singleton: true, requiredVersion: `^${version}` },
});

/**
 * The shared singletons a host gives every remote on the page, as the modules the host itself
 * already imported: one React, one zustand and one @minibar/ui, with nothing to fetch when a
 * remote asks for them. Remotes are built with no copies of their own of these packages.
 */
export const sharedSingletons = (): SharedOptions => {
  const current = {
    react: provide(sharedVersions.react, React),
    'react/jsx-runtime': provide(sharedVersions.react, ReactJsxRuntime),
    'react-dom': provide(sharedVersions['react-dom'], ReactDom),
    'react-dom/client': provide(sharedVersions['react-dom'], ReactDomClient),
    zustand: provide(sharedVersions.zustand, Zustand),
    '@minibar/ui': provide(sharedVersions['@minibar/ui'], SharedUi),
  };
  // Remotes released before a rename ask for the package by its former name.
  const former = Object.fromEntries(Object.entries(formerShareNames).map(([name, now]) => [name, current[now]]));
  return { ...current, ...former };
};

/**
 * Remotes are built to use the federation runtime of the page they join instead of shipping
 * their own copy: the host publishes its runtime core where a remote's container looks for it.
 */
export function publishFederationRuntime(): void {
  (globalThis as { _FEDERATION_RUNTIME_CORE?: unknown })._FEDERATION_RUNTIME_CORE ??= runtimeCore;
}
