// Import boundaries between the workspaces and inside each app:
// - a workspace imports another one by its package name, never by a path into its folder;
// - nobody imports another package's `src/` through its name (`ui/src/…`): only
//   what the package exports;
// - inside an app's `src/features/`, a feature imports itself and `features/shared/`, never
//   another feature, and never `src/routes/` (routes import features, not the reverse).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const rootPackage = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
/** Workspace folders, deepest first, so a nested workspace wins over its parent. */
const workspaces = [...rootPackage.workspaces].sort((a, b) => b.length - a.length);
const packageNames = workspaces.map((folder) => JSON.parse(fs.readFileSync(path.join(root, folder, 'package.json'), 'utf8')).name);
const deepByName = new RegExp(`^(${packageNames.map((name) => name.replace(/[-/]/g, '\\$&')).join('|')})/src(/|$)`);

const relativeToRoot = (file) => path.relative(root, file).split(path.sep).join('/');
const workspaceOf = (rel) => workspaces.find((folder) => rel === folder || rel.startsWith(`${folder}/`));

/** The feature folder and app of a path like `<app>/src/features/<feature>/…`. */
function featureOf(rel, app) {
  const match = rel.slice(app.length).match(/^\/src\/features\/([^/]+)\//);
  return match?.[1];
}

export default {
  rules: {
    'workspace-boundaries': {
      meta: {
        type: 'problem',
        schema: [],
        messages: {
          byPath: "Import '{{target}}' by its package name: '{{source}}' reaches into another workspace's folder.",
          deepByName: "Import only what '{{name}}' exports: '{{source}}' reaches into its src/.",
          crossFeature: "Feature '{{from}}' must not import feature '{{to}}': move what both need to features/shared/.",
          featureToRoute: 'A feature must not import a route: routes import features, never the reverse.',
        },
      },
      create(context) {
        const file = context.filename;
        const rel = relativeToRoot(file);
        const from = workspaceOf(rel);

        function check(node, source) {
          if (typeof source !== 'string') return;
          const deep = source.match(deepByName);
          if (deep) {
            context.report({ node, messageId: 'deepByName', data: { name: deep[1], source } });
            return;
          }
          if (!source.startsWith('.')) return;
          const targetRel = relativeToRoot(path.resolve(path.dirname(file), source));
          const to = workspaceOf(targetRel);
          if (to && to !== from) {
            context.report({ node, messageId: 'byPath', data: { target: to, source } });
            return;
          }
          if (!from) return;
          const fromFeature = featureOf(rel, from);
          if (!fromFeature) return;
          if (targetRel.startsWith(`${from}/src/routes/`)) {
            context.report({ node, messageId: 'featureToRoute' });
            return;
          }
          const toFeature = featureOf(`${targetRel}/`, from);
          if (toFeature && toFeature !== fromFeature && toFeature !== 'shared') {
            context.report({ node, messageId: 'crossFeature', data: { from: fromFeature, to: toFeature } });
          }
        }

        return {
          ImportDeclaration: (node) => check(node, node.source.value),
          ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
          ExportAllDeclaration: (node) => check(node, node.source.value),
          ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
        };
      },
    },
  },
};
