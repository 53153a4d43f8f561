import react from 'react/package.json' with { type: 'json' };
import reactDom from 'react-dom/package.json' with { type: 'json' };
import zustand from 'zustand/package.json' with { type: 'json' };
import sharedUi from '@minibar/ui/package.json' with { type: 'json' };

/**
 * The shared singletons of every federated app (the shell, each remote, and the server
 * renderer): one React, one zustand and one @minibar/ui per page. Their versions are the
 * installed packages' own, so an upgrade changes them here with nothing to copy. The router
 * is not among them: the shell bundles the parts of it the site uses, and pages take its
 * links and hooks from @minibar/ui, so no page downloads the whole router.
 */
export const sharedVersions = {
  react: react.version,
  'react-dom': reactDom.version,
  zustand: zustand.version,
  '@minibar/ui': sharedUi.version,
} as const;

export type SharedName = keyof typeof sharedVersions;

/**
 * Share names remotes were built with before the packages took the `@minibar` scope, each
 * with the package it now is. The shell keeps providing them so a remote released before the
 * rename still finds its singletons; a name goes once every deployed remote asks for the new one.
 */
export const formerShareNames: Readonly<Record<string, SharedName>> = {
  'shared-ui': '@minibar/ui',
};
