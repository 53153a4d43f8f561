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
 * arrow. Only arrows with a block body that are arguments of a call to a runtime helper, and
 * whose body does not read `this` or `arguments`, which an arrow and a function bind apart.
 */
export function wrappersAsFunctions(code: string): string {
  const program = parseAst(code) as unknown as Node;
  const helpers = runtimeHelperNames(program);
  if (helpers.size === 0) return code;
  const edits: { start: number; end: number; text: string }[] = [];
  const visit = (node: Node) => {
    if (node.type === 'CallExpression' && isNode(node.callee) && node.callee.type === 'Identifier' && helpers.has(String(node.callee.name))) {
      for (const argument of node.arguments as Node[]) {
        if (argument.type !== 'ArrowFunctionExpression' || argument.async) continue;
        const body = argument.body as Node;
        if (body.type !== 'BlockStatement' || readsOuterThisOrArguments(body)) continue;
        const params = argument.params as Node[];
        const paramsText = params.length ? code.slice(params[0]!.start, params.at(-1)!.end) : '';
        edits.push({ start: argument.start, end: body.start, text: `function(${paramsText})` });
      }
    }
    childrenOf(node).forEach(visit);
  };
  visit(program);
  let result = code;
  for (const { start, end, text } of edits.sort((a, b) => b.start - a.start)) result = result.slice(0, start) + text + result.slice(end);
  return result;
}

/**
 * V8 compiles a function when it is first called, on the main thread, unless the function looks
 * called at once: a function expression in parentheses. The bundler wraps each module in an
 * arrow, called when the module is first imported, so React DOM's body (200 kB) was parsed on
 * the main thread as the page started, in one task of 50–70 ms on a mid-range phone. Written as
 * `(function (e) {…})`, the wrappers are compiled with their script, while it streams in.
 */
export function wrappersCompiledWithScript(): Plugin {
  return {
    name: 'shared-ui-build:wrappers-compiled-with-script',
    apply: 'build',
    // The rewrite comes after the file names' hashes: this marks every chunk's hash as rewritten.
    augmentChunkHash: () => 'wrappers-as-functions',
    // After minification, which writes functions as arrows.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const output of Object.values(bundle) as (Rolldown.OutputChunk | Rolldown.OutputAsset)[]) {
          if (output.type === 'chunk') output.code = wrappersAsFunctions(output.code);
        }
      },
    },
  };
}
