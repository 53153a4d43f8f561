import MagicString from 'magic-string';
import { parseAst, type Plugin } from 'vite';

/** Whether a module specifier names a provided package or a path inside it (`react/jsx-runtime`). */
const isPartOf = (specifier: string, packages: readonly string[]) => packages.some((name) => specifier === name || specifier.startsWith(`${name}/`));

/** The provided packages a module imports or re-exports from, in the order it first names them. */
export function providedImportsOf(code: string, packages: readonly string[]): string[] {
  const found = new Set<string>();
  for (const statement of parseAst(code).body) {
    if (statement.type !== 'ImportDeclaration' && statement.type !== 'ExportNamedDeclaration' && statement.type !== 'ExportAllDeclaration') continue;
    const specifier = statement.source?.value;
    if (typeof specifier === 'string' && isPartOf(specifier, packages)) found.add(specifier);
  }
  return [...found];
}

/**
 * A remote's browser build takes each shared package from the shell (`import: false`) through
 * a module of the federation plugin's that exports what the remote's modules import from it.
 * The plugin lists those names as it reads the modules and fixes the list once it believes it
 * has read them all: when, for 10 ms, every module it saw start has been read. On a busy
 * machine the bundler can pause that long mid-build, the list then misses the names of modules
 * read after the pause, and the build fails ("is not exported"). Here a module that imports a
 * provided package also imports it whole (`import '@minibar/ui';`, a package it already imports),
 * which makes the plugin export every name the package has, however the build is timed. The
 * bundle stays the same: the bundler still drops the names that nothing reads. A build in which
 * no module was given such an import fails: the remote's modules all import React.
 */
export function providedSharesWhole(packages: readonly string[]): Plugin {
  let edited = 0;
  return {
    name: '@minibar/build-tools:provided-shares-whole',
    apply: 'build',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    buildStart() {
      edited = 0;
    },
    transform: {
      filter: { id: { include: /\.[cm]?[jt]sx?(?:$|\?)/, exclude: /node_modules|^\0|virtual:/ } },
      handler(code, id) {
        const imported = providedImportsOf(code, packages);
        if (imported.length === 0) return null;
        edited += 1;
        const withImports = new MagicString(code).append(imported.map((specifier) => `\nimport ${JSON.stringify(specifier)};`).join(''));
        return { code: withImports.toString(), map: withImports.generateMap({ hires: 'boundary', source: id }) };
      },
    },
    buildEnd(error) {
      if (!error && edited === 0) this.error(`provided-shares-whole: no module of the build imports a provided package (${packages.join(', ')})`);
    },
  };
}
