// One remote's checks, as its team runs them alone: `npm test -w <remote>` runs its unit and
// component tests, its build, and the end-to-end tests of its pages (the "e2eSlice" files of
// its package.json) against the site as built. The shell and the other remotes are used as
// they are built; one that is not built yet is built first.
import './require-node.mjs';
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { apps, buildAll } from './build.mjs';

const root = path.resolve(import.meta.dirname, '..');
const remoteDir = process.cwd();
const remote = path.basename(remoteDir);
const manifest = JSON.parse(fs.readFileSync(path.join(remoteDir, 'package.json'), 'utf8'));
if (!apps.includes(remote) || remote === 'shell' || !Array.isArray(manifest.e2eSlice)) {
  console.error(`remote-checks: run it as a remote's "npm test" (npm test -w <remote>); ${remoteDir} is not a remote with an "e2eSlice"`);
  process.exit(2);
}

/** Runs a step in the foreground; a failed step ends the checks with its exit code. */
function step(title, command, args, cwd) {
  console.log(`\n▶ ${remote}: ${title}`);
  const { status } = spawnSync(command, args, { cwd, stdio: 'inherit' });
  if (status !== 0) {
    console.error(`\n${remote}: ${title} failed`);
    process.exit(status ?? 1);
  }
}

step('unit and component tests', process.execPath, [path.join(root, 'node_modules', 'vitest', 'vitest.mjs'), 'run'], remoteDir);

console.log(`\n▶ ${remote}: build`);
const built = (app) =>
  fs.existsSync(path.join(root, app, app === 'shell' ? path.join('dist-site-server', 'main.js') : path.join('dist', 'mf-manifest.json')));
await buildAll([remote, ...apps.filter((app) => app !== remote && !built(app))]);

step(
  `end-to-end tests of its pages (${manifest.e2eSlice.join(', ')})`,
  process.execPath,
  [path.join(root, 'node_modules', '@playwright', 'test', 'cli.js'), 'test', ...manifest.e2eSlice],
  root,
);
console.log(`\n${remote}: every check passed`);
