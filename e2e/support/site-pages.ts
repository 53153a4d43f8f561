import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const repoRoot = path.resolve(import.meta.dirname, '..', '..');

/** The remotes and their folders, as the site's remote directory lists them. */
const remoteDirectory = JSON.parse(
  fs.readFileSync(createRequire(import.meta.url).resolve('@minibar/site-config/remote-directory.json'), 'utf8'),
) as Record<string, { folder: string }>;

/** The paths a remote's build declares in its manifest (routes with a parameter left out). */
function pagesBuiltBy(folder: string): string[] {
  const manifestFile = path.join(repoRoot, folder, 'dist', 'mf-manifest.json');
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as { metaData?: { pages?: { pages?: Array<{ path: string }> } } };
  const pages = manifest.metaData?.pages?.pages;
  if (!pages?.length) throw new Error(`${manifestFile} declares no pages: build the site first`);
  return pages.map((page) => page.path).filter((pagePath) => !pagePath.includes(':'));
}

/**
 * Every page of the site, by path, as each remote's build declares them; tests add the
 * query, article and not-found variants they need.
 */
export const SITE_PAGES: readonly string[] = Object.values(remoteDirectory).flatMap(({ folder }) => pagesBuiltBy(folder));
