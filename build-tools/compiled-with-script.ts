import remapping from '@jridgewell/remapping';
import MagicString from 'magic-string';
import { parseAst, type Plugin, type Rolldown } from 'vite';

type Node = { type: string; start: number; end: number; [key: string]: unknown };

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** The nodes directly under a node: its fields that are nodes or lists of nodes. */
function childrenOf(node: Node): Node[] {
  return Object.values(node).flatMap((value) => (Array.isArray(value) ? value.filter(isNode) : isNode(value) ? [value] : []));
}

/**
 * Whether an arrow's body reads `this` or `arguments` as its own: the bindings an arrow takes
 * from around it and a function expression has of its own. A nested function or class has its own.
 */
function readsOuterThisOrArguments(node: Node): boolean {
  if (node.type === 'ThisExpression' || (node.type === 'Identifier' && node.name === 'arguments')) return true;
  if (node.type === 'FunctionExpression' || node.type === 'FunctionDeclaration' || node.type.startsWith('Class')) return false;
  return childrenOf(node).some(readsOuterThisOrArguments);
}

/** The local names of what a chunk imports from the bundler's runtime chunk: its module wrappers. */
function runtimeHelperNames(program: Node): Set<string> {
  const names = new Set<string>();
  for (const statement of program.body as Node[]) {
    if (statement.type !== 'ImportDeclaration' || !/rolldown-runtime/.test(String((statement.source as Node).value))) continue;
    for (const specifier of statement.specifiers as Node[]) names.add(String((specifier.local as Node).name));
  }
  return names;
}

/**
 * The chunk's code with every module wrapper written as a function expression instead of an
 * arrow, as edits of the code (none when nothing is rewritten). Only arrows with a block body
 * that are arguments of a call to a runtime helper, and whose body does not read `this` or
 * `arguments`, which an arrow and a function bind apart.
 */
function rewriteWrappers(code: string): MagicString | undefined {
  const program = parseAst(code) as unknown as Node;
  const helpers = runtimeHelperNames(program);
  if (helpers.size === 0) return undefined;
  const rewritten = new MagicString(code);
  const visit = (node: Node) => {
    if (node.type === 'CallExpression' && isNode(node.callee) && node.callee.type === 'Identifier' && helpers.has(String(node.callee.name))) {
      for (const argument of node.arguments as Node[]) {
        if (argument.type !== 'ArrowFunctionExpression' || argument.async) continue;
        const body = argument.body as Node;
        if (body.type !== 'BlockStatement' || readsOuterThisOrArguments(body)) continue;
        const params = argument.params as Node[];
        const paramsText = params.length ? code.slice(params[0]!.start, params.at(-1)!.end) : '';
        rewritten.overwrite(argument.start, body.start, `function(${paramsText})`);
      }
    }
    childrenOf(node).forEach(visit);
  };
  visit(program);
  return rewritten.hasChanged() ? rewritten : undefined;
}

/** The chunk's code and source map with every module wrapper written as a function expression. */
export function wrappersAsFunctions<Map extends Rolldown.SourceMap | null>(code: string, map: Map): { code: string; map: Map } {
  const rewritten = rewriteWrappers(code);
  if (!rewritten) return { code, map };
  return { code: rewritten.toString(), map: (map && mapThroughRewrite(map, rewritten)) as Map };
}

/**
 * The chunk's source map carried through the rewrite: from the rewritten code, through the
 * code before it, to the sources. Without it a position after a rewritten wrapper would point
 * a few columns further on in the sources for every wrapper before it on its line.
 */
function mapThroughRewrite(map: Rolldown.SourceMap, rewritten: MagicString): Rolldown.SourceMap {
  const before = 'before-rewrite';
  const rewrite = rewritten.generateMap({ source: before, hires: true });
  const carried = remapping(rewrite.toString(), (source) => (source === before ? map.toString() : null));
  const result: Rolldown.SourceMap = {
    ...JSON.parse(carried.toString()),
    file: map.file,
    toString: () => JSON.stringify(result),
    toUrl: () => `data:application/json;charset=utf-8;base64,${Buffer.from(JSON.stringify(result)).toString('base64')}`,
  };
  return result;
}

/**
 * V8 compiles a function when it is first called, on the main thread, unless the function looks
 * called at once: a function expression in parentheses. The bundler wraps each module in an
 * arrow, called when the module is first imported, so React DOM's body (200 kB) was parsed on
 * the main thread as the page started, in one task of 50–70 ms on a mid-range phone. Written as
 * `(function (e) {…})`, the wrappers are compiled with their script, while it streams in.
 * A browser build in which no chunk has a wrapper to rewrite fails: the bundler's output no
 * longer has the shape the rewrite knows, and the page would start as slowly as before it.
 */
export function wrappersCompiledWithScript(): Plugin {
  return {
    name: '@minibar/build-tools:wrappers-compiled-with-script',
    apply: 'build',
    // The rewrite comes after the file names' hashes: this marks every chunk's hash as rewritten.
    augmentChunkHash: () => 'wrappers-as-functions',
    // After minification, which writes functions as arrows.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        let rewritten = 0;
        for (const output of Object.values(bundle) as (Rolldown.OutputChunk | Rolldown.OutputAsset)[]) {
          if (output.type !== 'chunk') continue;
          const { code, map } = wrappersAsFunctions(output.code, output.map);
          if (code === output.code) continue;
          rewritten += 1;
          output.code = code;
          if (!map) continue;
          output.map = map;
          // The map's file is already in the bundle, written from the map before the rewrite.
          const mapFile = bundle[output.sourcemapFileName ?? `${output.fileName}.map`];
          if (mapFile?.type === 'asset') mapFile.source = map.toString();
        }
        if (rewritten === 0 && this.environment.config.consumer === 'client') {
          this.error(
            "compiled-with-script: no chunk of the browser build has a module wrapper to rewrite (an arrow passed to a helper imported from the bundler's rolldown-runtime chunk)",
          );
        }
      },
    },
  };
}
