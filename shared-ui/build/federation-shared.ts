/**
 * The shared singletons of every federated app (the shell, each remote, and the server
 * renderer): one React, one router, one zustand and one shared-ui per page.
 */
export const sharedVersions = {
  react: '19.3.1',
  'react-dom': '19.3.1',
  'react-router-dom': '7.18.5',
  zustand: '5.1.0',
  'shared-ui': '1.0.0',
} as const;

export type SharedName = keyof typeof sharedVersions;
