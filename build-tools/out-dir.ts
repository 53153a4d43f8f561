import path from 'node:path';

/**
 * Where an app writes its build: its own `dist` (or `dist-server`), or, when
 * SITE_BUILD_DIR is set (an absolute path), `<SITE_BUILD_DIR>/<app folder>/…`, so a second build of the whole
 * site (the development build the hydration check runs on) never replaces the first. The
 * site server reads such a build with PUBLIC_DIR set to that folder.
 */
export function outDirOf(folder: 'dist' | 'dist/server' | 'dist-server' | 'dist-site-server'): string {
  const root = process.env.SITE_BUILD_DIR;
  return root ? path.resolve(root, path.basename(process.cwd()), folder) : folder;
}
