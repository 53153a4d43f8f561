/**
 * The federation settings of the remotes. The shell is the host through the federation
 * runtime itself (shell/src/remotes/shared-singletons.ts) and provides the same shared
 * singletons from the same versions: one React, one zustand and one @minibar/ui per page.
 */
import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import type { ConfigEnv, Plugin, PluginOption, UserConfig, UserConfigFnObject } from 'vite';
import remoteDirectory from '@minibar/site-config/remote-directory.json';

import { sharedImportAsShareKey, shareKeyOf, sharedVersions, type SharedName } from './federation-shared';
import { outDirOf } from './out-dir';
import { wrappersCompiledWithScript } from './compiled-with-script';
import { brotliCopies } from './brotli-copies';
import { standalonePage } from './standalone-page';
import { providedSharesWhole } from './provided-shares-whole';
import { manifestIntegrity } from './manifest-integrity';
import { remotePages, type DeclaredPage } from './remote-pages';

export const sharedDependencies = Object.fromEntries(
  Object.entries(sharedVersions).map(([name, version]) => {
    const shareKey = shareKeyOf(name as SharedName);
    return [name, { singleton: true, requiredVersion: `^${version}`, ...(shareKey === name ? {} : { shareKey }) }];
  }),
);

type RemoteName = keyof typeof remoteDirectory;

/**
 * A built remote's shared packages: the shell provides every one, so the remote ships no
 * copy of its own to fall back on (a fallback is only ever fetched on a page without the shell).
 */
const providedByShell = Object.fromEntries(Object.entries(sharedDependencies).map(([name, config]) => [name, { ...config, import: false as const }]));

/**
 * Browser output of the shell and every remote: small chunks that several modules share are
 * folded into the chunks that import them, so a first visit makes fewer requests.
 */
export const browserOutput = {
  codeSplitting: {
    experimentalInlineCommonChunks: { maxSize: 64 * 1024 },
    groups: [{ name: 'phone-numbers', test: /node_modules[\\/]libphonenumber-js/ }],
  },
};
/** A remote's server entries keep plain code splitting: their exports are what the host imports. */
// A shared package is imported by the name the host's server resolves it by: its share key.
const serverOutput = { codeSplitting: true, paths: sharedImportAsShareKey };

export { remoteDirectory, type RemoteName };

/** The title of each remote's page when it is opened on its own, on its dev server. */
const standaloneTitles: Record<RemoteName, string> = {
  marketing: 'Marketing',
  blog: 'Blog',
  driverCheckout: 'Driver checkout',
  partnerForms: 'Partner forms',
  admin: 'Admin',
};

/** The federation plugin's glue that remoteEntry.js imports before any page: the share map and the runtime's accessors. */
const ENTRY_GLUE = [/localSharedImportMap/, /mf-external-runtime-core/];
/** Vite's preload helper, which the federation plugin's group of that name puts in a chunk of its own. */
const PRELOAD_HELPER = /vite\/preload-helper/;
const PRELOAD_HELPER_GROUP = 'vite-preload-helper';
/** The group tests this plugin has widened: a configuration resolved again keeps its widened test. */
const widenedTests = new WeakSet<object>();

/**
 * The federation plugin gives Vite's preload helper a chunk of its own, which remoteEntry.js
 * imports. The rest of the glue remoteEntry.js imports goes into that same chunk, so a page
 * fetches one small chunk of glue instead of two, and so do the modules `alsoWithGlue` matches.
 * A build without that group, or whose glue ends up elsewhere, fails.
 */
export function entryGlueInOneChunk(alsoWithGlue?: RegExp): Plugin {
  const withGlue = (id: string) => ENTRY_GLUE.some((glue) => glue.test(id)) || (alsoWithGlue?.test(id) ?? false);
  return {
    name: '@minibar/build-tools:entry-glue-in-one-chunk',
    apply: 'build',
    configResolved(config) {
      const output = config.environments.client?.build.rolldownOptions.output;
      let widened = false;
      for (const { codeSplitting } of [output ?? []].flat()) {
        if (typeof codeSplitting !== 'object') continue;
        for (const group of codeSplitting.groups ?? []) {
          const { test } = group;
          if (group.name !== PRELOAD_HELPER_GROUP) continue;
          if (test instanceof RegExp) {
            group.test = (id) => test.test(id) || withGlue(id);
            widenedTests.add(group.test);
          }
          widened ||= typeof group.test === 'function' && widenedTests.has(group.test);
        }
      }
      if (!widened) {
        throw new Error(
          `entry-glue-in-one-chunk: the browser build has no chunk group '${PRELOAD_HELPER_GROUP}' with a pattern, which the federation plugin adds`,
        );
      }
    },
    generateBundle(_options, bundle) {
      if (this.environment.config.consumer !== 'client') return;
      const chunks = Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [file] : []));
      const helperChunk = chunks.find((chunk) => chunk.moduleIds.some((id) => PRELOAD_HELPER.test(id)));
      const missing = [PRELOAD_HELPER, ...ENTRY_GLUE].filter((glue) => !helperChunk?.moduleIds.some((id) => glue.test(id)));
      if (missing.length > 0) {
        this.error(
          `entry-glue-in-one-chunk: the chunk of Vite's preload helper (${helperChunk?.fileName ?? 'none'}) holds no module matching ${missing.join(', ')}`,
        );
      }
    },
  };
}

/**
 * A remote's federation container. Built for the site, it uses the federation runtime and
 * the shared packages the shell already loaded instead of shipping copies to every page
 * (`externalRuntime`, `import: false`); served by its dev server it keeps its own, so the
 * remote's standalone page runs without the shell there (a built standalone page, under
 * `vite preview`, does not: it has no shell to take them from).
 */
export function remoteFederation(name: RemoteName, exposes: Record<string, string>, { command }: Pick<ConfigEnv, 'command'>): PluginOption {
  return federation({
    name,
    filename: 'remoteEntry.js',
    manifest: true,
    exposes,
    shared: command === 'build' ? providedByShell : sharedDependencies,
    dts: false,
    experiments: { externalRuntime: command === 'build' },
  });
}

/**
 * Build options of a remote: its browser build, plus a server build of the same exposed
 * pages (remoteEntry.ssr.js, advertised in mf-manifest.json) for server rendering.
 * Asset URLs in JavaScript are built from the remote's base as the shell registered it
 * (`globalThis.__REMOTE_BASE__`), identical on the server and in the browser; opened on
 * its own, a remote falls back to the folder of its own chunks.
 */
export function remoteBuildOptions(name: RemoteName, exposes: Record<string, string>): UserConfig {
  const serverInputs = Object.fromEntries(Object.entries(exposes).map(([key, file]) => [key.replace(/^\.\//, ''), file]));
  return {
    base: './',
    builder: {},
    environments: {
      ssr: {
        // Self-contained: the server build bundles every package the remote uses except the
        // shared singletons, which the host provides; a remote's own dependencies never have
        // to be installed where the host runs.
        resolve: { noExternal: true, external: Object.keys(sharedVersions) },
        build: { outDir: outDirOf('dist/server'), emptyOutDir: true, rollupOptions: { input: serverInputs, output: serverOutput } },
      },
    },
    experimental: {
      renderBuiltUrl(filename, { hostType }) {
        if (hostType !== 'js') return { relative: true };
        const base = `globalThis.__REMOTE_BASE__ && globalThis.__REMOTE_BASE__[${JSON.stringify(name)}]`;
        return { runtime: `((${base}) || new URL("../", import.meta.url).href) + ${JSON.stringify(filename)}` };
      },
    },
    // The browser build's only entry is remoteEntry.js, which the federation plugin adds: the
    // site reaches every page through it. With no page of its own as a second entry, each exposed
    // page is one chunk, not a chunk plus a facade importing it.
    build: { target: 'es2022', outDir: outDirOf('dist'), emptyOutDir: true, rolldownOptions: { input: {}, output: browserOutput } },
  };
}

/**
 * The whole Vite configuration of a remote: React, vanilla-extract, federation, the server
 * build, its page for being opened on its own, and a dev server on the remote's own port
 * (with /api proxied to the API). `withEntryGlue`: modules that load with the container's glue.
 */
export function remoteViteConfig(
  name: RemoteName,
  exposes: Record<string, string>,
  pages: readonly DeclaredPage[],
  extra: { plugins?: PluginOption[]; build?: UserConfig['build']; withEntryGlue?: RegExp } = {},
): UserConfigFnObject {
  const { devPort } = remoteDirectory[name];
  const options = remoteBuildOptions(name, exposes);
  return (env) => ({
    ...options,
    plugins: [
      react(),
      vanillaExtractPlugin(),
      remoteFederation(name, exposes, env),
      providedSharesWhole(Object.keys(sharedVersions)),
      entryGlueInOneChunk(extra.withEntryGlue),
      wrappersCompiledWithScript(),
      brotliCopies(),
      standalonePage(standaloneTitles[name]),
      manifestIntegrity(),
      remotePages(pages, exposes),
      ...(extra.plugins ?? []),
    ],
    server: {
      port: devPort,
      strictPort: true,
      origin: `http://localhost:${devPort}`,
      cors: true,
      proxy: { '/api': 'http://localhost:8080' },
    },
    preview: { port: devPort, strictPort: true, cors: true },
    build: { ...options.build, ...extra.build },
  });
}
