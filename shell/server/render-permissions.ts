import fs from 'node:fs';
import path from 'node:path';

/** A bare import in built code (`from "pkg"`, `import "pkg/sub"`, `import("@scope/pkg")`), never a relative one. */
const BARE_IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(["'])((?:@[\w-][\w.-]*\/)?[\w-][\w.-]*)(?:\/[^"'\s]*)?\1/g;

interface PackageJson {
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

/** The folder of an installed package as Node finds it from `from`: the nearest node_modules up the path, links kept as they are. */
function findPackage(name: string, from: string): string | undefined {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name);
    if (fs.existsSync(path.join(candidate, 'package.json'))) return candidate;
    if (dir === path.dirname(dir)) return undefined;
  }
}

function builtModules(folder: string): string[] {
  return fs
    .readdirSync(folder, { recursive: true })
    .map(String)
    .filter((file) => /\.m?js$/.test(file))
    .map((file) => path.join(folder, file));
}

/**
 * The installed packages the renderer can load: those its built files import, and every
 * package they depend on, each where Node finds it from the importing folder.
 */
export function rendererPackages(rendererFile: string): string[] {
  const rendererDir = path.dirname(rendererFile);
  const queue: Array<{ name: string; from: string }> = [];
  for (const file of builtModules(rendererDir)) {
    for (const match of fs.readFileSync(file, 'utf8').matchAll(BARE_IMPORT)) queue.push({ name: match[2]!, from: rendererDir });
  }
  const found = new Set<string>();
  while (queue.length > 0) {
    const { name, from } = queue.shift()!;
    const folder = findPackage(name, from);
    if (!folder || found.has(folder)) continue;
    found.add(folder);
    const manifest = JSON.parse(fs.readFileSync(path.join(folder, 'package.json'), 'utf8')) as PackageJson;
    const dependencies = { ...manifest.dependencies, ...manifest.optionalDependencies, ...manifest.peerDependencies };
    for (const dependency of Object.keys(dependencies)) queue.push({ name: dependency, from: folder });
  }
  return [...found].sort();
}

/**
 * The first link in `folder` that could lead a reader out of it: any link to a folder (a
 * path through it and `..` reaches past the folder), or a link to a file elsewhere. Node's
 * permission model checks a path as written and the system then follows its links, so a
 * folder is granted only when it has none of these.
 */
export function linkLeadingOut(folder: string): string | undefined {
  const real = fs.realpathSync(folder);
  for (const entry of fs.readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isSymbolicLink()) continue;
    const link = path.join(entry.parentPath, entry.name);
    let target: string;
    try {
      target = fs.realpathSync(link);
    } catch {
      continue; // A broken link leads nowhere.
    }
    if (fs.statSync(target).isDirectory() || !target.startsWith(real + path.sep)) return link;
  }
  return undefined;
}

/** Removes every link in the render cache: only the site's own render processes write there, and they cannot make links. */
function removeLinks(folder: string): void {
  for (const entry of fs.readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (entry.isSymbolicLink()) fs.rmSync(path.join(entry.parentPath, entry.name), { force: true });
  }
}

export interface RenderProcessArguments {
  /** Node's options for a render process. */
  execArgv: string[];
  /** Folders the renderer needs that are not granted, with the link that kept each out. */
  refused: Array<{ folder: string; link: string }>;
}

/**
 * What a render process may touch under Node's permission model: it reads its own entry
 * file, the renderer's build, the packages the renderer imports and the render cache, and
 * writes the render cache only. No child processes, threads, addons, WASI or inspector.
 * Modules keep the paths they are found at (`--preserve-symlinks`), so only those paths are
 * granted, never the folders links point to: a workspace linked into node_modules and the
 * repository around it stay out of reach.
 */
export function renderProcessArguments(processFile: string, rendererFile: string, cacheDir: string): RenderProcessArguments {
  fs.mkdirSync(cacheDir, { recursive: true });
  removeLinks(cacheDir);
  const refused: RenderProcessArguments['refused'] = [];
  const readable = [path.dirname(rendererFile), ...rendererPackages(rendererFile)].filter((folder) => {
    const link = linkLeadingOut(folder);
    if (link) refused.push({ folder, link });
    return !link;
  });
  return {
    execArgv: [
      '--permission',
      '--preserve-symlinks',
      `--allow-fs-read=${processFile}`,
      ...readable.map((folder) => `--allow-fs-read=${folder}`),
      `--allow-fs-read=${cacheDir}`,
      `--allow-fs-write=${cacheDir}`,
    ],
    refused,
  };
}
