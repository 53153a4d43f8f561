/**
 * The federation settings every app shares. The shared block must be identical in the
 * shell and each remote: one React, one router, one zustand and one shared-ui per page.
 */
import { federation } from '@module-federation/vite';
import type { PluginOption } from 'vite';
import type { RemoteName } from '../src/remote-directory';

const singleton = (requiredVersion: string) => ({ singleton: true, requiredVersion });

export const sharedDependencies = {
  react: singleton('^19.3.1'),
  'react-dom': singleton('^19.3.1'),
  'react-router-dom': singleton('^7.18.5'),
  zustand: singleton('^5.1.0'),
  'shared-ui': singleton('^1.0.0'),
};

export { remoteDirectory, type RemoteName } from '../src/remote-directory';

export function remoteFederation(name: RemoteName, exposes: Record<string, string>): PluginOption {
  return federation({
    name,
    filename: 'remoteEntry.js',
    manifest: true,
    exposes,
    shared: sharedDependencies,
    dts: false,
  });
}

export function hostFederation(): PluginOption {
  return federation({
    name: 'shell',
    remotes: {},
    shared: sharedDependencies,
    dts: false,
  });
}
