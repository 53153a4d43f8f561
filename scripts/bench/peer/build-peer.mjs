// The comparison build: the same site as ONE ordinary Vite bundle, built only by the bench.
// It compiles the shell itself (its index.html, main, layout and server renderer, with the
// shell's own Vite plugins) but without Module Federation: the module that loads a remote page
// becomes a direct import() of the file that remote exposes. The output has the layout of a
// site build (shell/dist, shell/dist-server), so the site's own server serves and server-renders
// it exactly as it does the federated site (PUBLIC_DIR pointed at it).
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { build, loadConfigFromFile } from 'vite';
import { federation } from '@module-federation/vite';
import { pageModules, REMOTE_FOLDERS, ROOT } from './page-modules.mjs';

const SHELL = path.join(ROOT, 'shell');
const PAGES_MODULE = '\0bench-peer-pages';
/**
 * What the shell's client code imports to load a remote page (and the module that makes the
 * page a federation host), and what its server renderer does.
 */
const CLIENT_LOADER = '@module-federation/runtime';
const FEDERATION_HOST = /(^|[\\/])federation-host(\.tsx?)?$/;
const SERVER_LOADER = /(^|[\\/])remote-manifests(\.tsx?)?$/;

const flatten = (plugins) => (Array.isArray(plugins) ? plugins.flatMap(flatten) : plugins ? [plugins] : []);

/** The shell's Vite plugins for a config file, without those Module Federation adds. */
async function shellPlugins(configFile) {
  process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= 'true';
  const loaded = await loadConfigFromFile({ command: 'build', mode: 'production' }, path.join(SHELL, configFile), SHELL, 'silent');
  if (!loaded) throw new Error(`No Vite config at shell/${configFile}`);
  const federationNames = new Set(flatten(federation({ name: 'bench_peer_probe', remotes: {}, shared: {}, dts: false })).map((p) => p.name));
  return { config: loaded.config, plugins: flatten(loaded.config.plugins).filter((plugin) => !federationNames.has(plugin.name)) };
}

/**
 * The module standing in for the remote loader: `<remote>/<module>` → import() of the exposed
 * file, in the browser (loadRemote, registerRemotes; no federation host to start) and on the
 * server (loadRemotePage, with the page's stylesheets and scripts from the browser build's
 * manifest).
 */
function pagesModuleSource(pages, assets) {
  const loaders = Object.entries(pages)
    .map(([id, file]) => `  ${JSON.stringify(id)}: () => import(${JSON.stringify(file)}),`)
    .join('\n');
  return `const pages = {\n${loaders}\n};
const assets = ${JSON.stringify(assets)};
function load(id) {
  const page = pages[id];
  return page ? page() : Promise.reject(new Error('No page ' + id + ' in the one-bundle build'));
}
export function loadRemote(id) { return load(id); }
export function registerRemotes() {}
export function startFederationHost() {}
/** The site renderer's bound on one page load, kept the same. */
export const REMOTE_TIMEOUT_MS = 2000;
/** The page's remote build, named as the site server names it (its manifest's digest), so the page is kept in the page cache like a federated one. */
async function versionOf(entry) {
  const text = await (await fetch(new URL('mf-manifest.json', entry))).text();
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Buffer.from(digest).toString('hex').slice(0, 16);
}
export async function loadRemotePage(name, entry, module) {
  const id = name + '/' + module;
  const files = assets[id] ?? { css: [], scripts: [] };
  return { module: await load(id), css: files.css, scripts: files.scripts, version: await versionOf(entry) };
}
`;
}

/** Redirects `matches(source)` to the pages module, and fails the build if nothing imported it. */
function pagesModulePlugin(source, matches) {
  let redirected = false;
  return {
    name: 'bench-peer-pages',
    enforce: 'pre',
    resolveId(id) {
      if (!matches(id)) return null;
      redirected = true;
      return PAGES_MODULE;
    },
    load(id) {
      return id === PAGES_MODULE ? source : null;
    },
    buildEnd(error) {
      if (!error && !redirected) {
        throw new Error('The shell no longer imports the remote loader the one-bundle build replaces; update scripts/bench/peer/build-peer.mjs.');
      }
    },
  };
}

/**
 * A page's stylesheets and scripts in the browser build, as the server puts them into the page
 * (inlined CSS, modulepreloads): its chunk and every chunk it imports statically, except the
 * entry's own chunks, which the HTML already loads.
 */
function pageAssets(manifest, pages, clientOut) {
  // Listed as the site server lists a remote page's modules: each with the hash of its bytes,
  // which the page's start script puts on the module's preload.
  const script = (file) => ({
    href: `/${file}`,
    integrity: `sha256-${createHash('sha256')
      .update(fs.readFileSync(path.join(clientOut, file)))
      .digest('base64')}`,
  });
  const loadedByHtml = new Set();
  const entryClosure = (chunkKey) => {
    if (loadedByHtml.has(chunkKey) || !manifest[chunkKey]) return;
    loadedByHtml.add(chunkKey);
    for (const imported of manifest[chunkKey].imports ?? []) entryClosure(imported);
  };
  for (const [chunkKey, chunk] of Object.entries(manifest)) if (chunk.isEntry) entryClosure(chunkKey);
  const assets = {};
  for (const [id, file] of Object.entries(pages)) {
    const key = path.relative(SHELL, file).split(path.sep).join('/');
    if (!manifest[key]) throw new Error(`The one-bundle build has no chunk for ${key}`);
    const css = new Set();
    const scripts = new Set();
    const visit = (chunkKey) => {
      const chunk = manifest[chunkKey];
      if (!chunk || loadedByHtml.has(chunkKey) || scripts.has(chunk.file)) return;
      scripts.add(chunk.file);
      for (const sheet of chunk.css ?? []) css.add(`/${sheet}`);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    visit(key);
    assets[id] = { css: [...css], scripts: [...scripts].map(script) };
  }
  return assets;
}

/**
 * Builds the one bundle into `<publicDir>/shell/dist` and `<publicDir>/shell/dist-server`, and
 * links each remote's (federated) build beside it, so the site server finds the blog's article
 * list and the remotes' manifests it keys its page cache on. Nothing in it loads a remote.
 * @param {string} publicDir
 */
export async function buildPeer(publicDir) {
  const pages = await pageModules();
  const clientOut = path.join(publicDir, 'shell', 'dist');
  const serverOut = path.join(publicDir, 'shell', 'dist-server');

  const client = await shellPlugins('vite.config.ts');
  await build({
    configFile: false,
    root: SHELL,
    logLevel: 'warn',
    plugins: [pagesModulePlugin(pagesModuleSource(pages, {}), (id) => id === CLIENT_LOADER || FEDERATION_HOST.test(id)), ...client.plugins],
    build: { ...client.config.build, outDir: clientOut, emptyOutDir: true, manifest: true },
  });
  const manifest = JSON.parse(fs.readFileSync(path.join(clientOut, '.vite', 'manifest.json'), 'utf8'));

  const server = await shellPlugins('vite.server.config.ts');
  await build({
    configFile: false,
    root: SHELL,
    logLevel: 'warn',
    plugins: [pagesModulePlugin(pagesModuleSource(pages, pageAssets(manifest, pages, clientOut)), (id) => SERVER_LOADER.test(id)), ...server.plugins],
    // Self-contained like a remote's server build: only the shared singletons stay packages.
    ssr: { noExternal: true, external: ['react', 'react-dom', 'react-router-dom', 'zustand'] },
    build: { ...server.config.build, outDir: serverOut, emptyOutDir: true },
  });

  for (const folder of Object.values(REMOTE_FOLDERS)) {
    const link = path.join(publicDir, folder, 'dist');
    fs.mkdirSync(path.dirname(link), { recursive: true });
    fs.rmSync(link, { recursive: true, force: true });
    fs.symlinkSync(path.join(ROOT, folder, 'dist'), link, 'dir');
  }
  return { publicDir, pages: Object.keys(pages).length };
}
