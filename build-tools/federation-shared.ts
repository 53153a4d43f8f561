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
 * The names builds exchange a shared package under (its share key), where that is not the
 * package's own name: each with the package it is. Remotes ask for `@minibar/ui` by the name
 * it had before the packages took the `@minibar` scope, so a remote built now still loads under
 * a shell released before the rename, and one released before loads under this shell, which
 * provides the package under both names. Once every deployed shell provides the new name,
 * remotes may ask for it, and later the shell may stop providing the old one.
 */
export const formerShareNames: Readonly<Record<string, SharedName>> = {
  'shared-ui': '@minibar/ui',
};

/** The share key builds ask for a shared package by. */
export function shareKeyOf(name: SharedName): string {
  return Object.entries(formerShareNames).find(([, now]) => now === name)?.[0] ?? name;
}

/** An import of a shared package (or of a subpath of it) under the package's share key; any other import unchanged. */
export function sharedImportAsShareKey(specifier: string): string {
  for (const name of Object.keys(sharedVersions) as SharedName[]) {
    if (specifier === name || specifier.startsWith(`${name}/`)) return shareKeyOf(name) + specifier.slice(name.length);
  }
  return specifier;
}
