import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** The remote's manifest, beside its remoteEntry.js. */
const MANIFEST = 'mf-manifest.json';

/** What a build writes besides the files it serves: Vite's record of the build. */
const BUILD_RECORD = '.vite';

/** A Brotli copy of a listed file: served as that file's encoding, whose decoded bytes the file's hash covers. */
const BROTLI_COPY = /\.br$/;

/** The hashes the manifest lists: every file of each build, by its path in the folder it is served from. */
export interface BuildIntegrity {
  /** The server build's files, by their path in the folder of the server entry. */
  server: Record<string, string>;
  /** The browser build's files, by their path in the remote's folder (that of remoteEntry.js). */
  browser: Record<string, string>;
}

/** A file's hash, `sha256-<base64>`, as an `integrity` attribute carries it. */
export function fileIntegrity(bytes: Uint8Array): string {
  return `sha256-${crypto.createHash('sha256').update(bytes).digest('base64')}`;
}

/** The files of a build worth listing: what it serves, not Vite's record of it, the manifest or a compressed copy. */
export function listedFiles(written: Iterable<string>): string[] {
  return [...written].filter((file) => !file.startsWith(`${BUILD_RECORD}/`) && file !== MANIFEST && !BROTLI_COPY.test(file)).sort();
}

/** A build's files, each with the files it imports (statically or dynamically). */
export type BuiltFiles = ReadonlyMap<string, readonly string[]>;

/** `entry` and every file of the build it loads, directly or not (packages left out of the build are not files of it). */
function reachedFrom(entry: string, files: BuiltFiles): Set<string> {
  const reached = new Set<string>();
  const visit = (file: string) => {
    const loads = files.get(file);
    if (reached.has(file) || !loads) return;
    reached.add(file);
    loads.forEach(visit);
  };
  visit(entry);
  return reached;
}

/**
 * Adds the hash of every file of a remote's two builds to its manifest
 * (`metaData.integrity: { server, browser }`), once both are written (`files`: what each
 * wrote, by its path in its folder). The manifest is the one file the site server reads
 * first (and may pin), so its hashes decide which files run. Listed: every file of the
 * browser build, and every file the server entry loads, as served: where the manifest's
 * `ssrRemoteEntry` is, where the federation plugin copies them. A missing manifest or server
 * entry, or a file that is not where it should be with the bytes its build wrote, fails the build.
 */
export function writeBuildIntegrity(browser: { dir: string; files: Iterable<string> }, server: { dir: string; files: BuiltFiles }): BuildIntegrity {
  const manifestFile = path.join(browser.dir, MANIFEST);
  if (!fs.existsSync(manifestFile)) throw new Error(`manifest-integrity: no ${MANIFEST} in the browser build (${browser.dir})`);
  const text = fs.readFileSync(manifestFile, 'utf8');
  const manifest = JSON.parse(text) as { metaData?: { ssrRemoteEntry?: { name?: string; path?: string }; integrity?: BuildIntegrity } };
  const serverEntry = manifest.metaData?.ssrRemoteEntry;
  if (!manifest.metaData || !serverEntry?.name)
    throw new Error(`manifest-integrity: ${manifestFile} names no server entry (metaData.ssrRemoteEntry)`);
  if (!server.files.has(serverEntry.name)) {
    throw new Error(`manifest-integrity: the server build (${server.dir}) wrote no ${serverEntry.name}, the server entry ${MANIFEST} names`);
  }
  const serverFiles = listedFiles(reachedFrom(serverEntry.name, server.files));
  const servedServerDir = path.resolve(browser.dir, serverEntry.path ?? '');
  if (path.relative(browser.dir, servedServerDir).startsWith('..')) {
    throw new Error(`manifest-integrity: the server entry's folder (${serverEntry.path}) lies outside the browser build`);
  }
  const bytesOf = (file: string, what: string) => {
    if (!fs.existsSync(file)) throw new Error(`manifest-integrity: ${what} ${file} is missing`);
    return fs.readFileSync(file);
  };

  const integrity: BuildIntegrity = { server: {}, browser: {} };
  for (const file of serverFiles) {
    const built = bytesOf(path.join(server.dir, file), 'the server build file');
    if (!bytesOf(path.join(servedServerDir, file), 'the served copy of the server build file').equals(built)) {
      throw new Error(`manifest-integrity: the server build's ${file} is not served as built (${path.join(servedServerDir, file)} differs)`);
    }
    integrity.server[file] = fileIntegrity(built);
  }
  for (const file of listedFiles(browser.files)) {
    integrity.browser[file] = fileIntegrity(bytesOf(path.join(browser.dir, file), 'the browser build file'));
  }
  if (Object.keys(integrity.browser).length === 0) throw new Error(`manifest-integrity: the browser build (${browser.dir}) wrote no file to list`);

  manifest.metaData.integrity = integrity;
  fs.writeFileSync(manifestFile, JSON.stringify(manifest, null, text.includes('\n') ? 2 : undefined));
  return integrity;
}

/**
 * Writes the hashes of a remote's files into its manifest once its browser and server builds
 * are both written: they are built here, in Vite's order, and their files listed (see
 * `writeBuildIntegrity`). A build without both, or one built before this plugin saw what it
 * wrote, fails.
 */
export function manifestIntegrity(): Plugin {
  return {
    name: '@minibar/build-tools:manifest-integrity',
    apply: 'build',
    buildApp: {
      order: 'post',
      async handler(builder) {
        const builds: Partial<Record<'client' | 'server', { dir: string; files: BuiltFiles }>> = {};
        for (const environment of Object.values(builder.environments)) {
          if (environment.isBuilt) throw new Error(`manifest-integrity: the ${environment.name} build was written before its files could be listed`);
          const output = await builder.build(environment);
          const files = new Map(
            [output]
              .flat()
              .flatMap((result) => ('output' in result ? result.output : []))
              .map((file) => [file.fileName, file.type === 'chunk' ? [...file.imports, ...file.dynamicImports] : []] as const),
          );
          const { consumer, root, build } = environment.config;
          builds[consumer] = { dir: path.resolve(root, build.outDir), files };
        }
        if (!builds.client || !builds.server) throw new Error('manifest-integrity: the build has no browser or no server environment');
        writeBuildIntegrity({ dir: builds.client.dir, files: builds.client.files.keys() }, builds.server);
      },
    },
  };
}
