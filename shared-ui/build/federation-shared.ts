import react from 'react/package.json' with { type: 'json' };
import reactDom from 'react-dom/package.json' with { type: 'json' };
import reactRouterDom from 'react-router-dom/package.json' with { type: 'json' };
import zustand from 'zustand/package.json' with { type: 'json' };
import sharedUi from 'shared-ui/package.json' with { type: 'json' };

/**
 * The shared singletons of every federated app (the shell, each remote, and the server
 * renderer): one React, one router, one zustand and one shared-ui per page. Their versions
 * are the installed packages' own, so an upgrade changes them here with nothing to copy.
 */
export const sharedVersions = {
  react: react.version,
  'react-dom': reactDom.version,
  'react-router-dom': reactRouterDom.version,
  zustand: zustand.version,
  'shared-ui': sharedUi.version,
} as const;

export type SharedName = keyof typeof sharedVersions;
