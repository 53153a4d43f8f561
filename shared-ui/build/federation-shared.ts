import react from 'react/package.json' with { type: 'json' };
import reactDom from 'react-dom/package.json' with { type: 'json' };
import zustand from 'zustand/package.json' with { type: 'json' };
import sharedUi from 'shared-ui/package.json' with { type: 'json' };

/**
 * The shared singletons of every federated app (the shell, each remote, and the server
 * renderer): one React, one zustand and one shared-ui per page. Their versions are the
 * installed packages' own, so an upgrade changes them here with nothing to copy. The router
 * is not among them: the shell bundles the parts of it the site uses, and pages take its
 * links and hooks from shared-ui, so no page downloads the whole router.
 */
export const sharedVersions = {
  react: react.version,
  'react-dom': reactDom.version,
  zustand: zustand.version,
  'shared-ui': sharedUi.version,
} as const;

export type SharedName = keyof typeof sharedVersions;
