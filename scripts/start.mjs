// Builds whatever has not been built yet, then runs the one-process site (the shell's site server with the API mounted under /api).
import './require-node.mjs';
import fs from 'node:fs';
import { spawn } from 'node:child_process';
import { apps, buildAll } from './build.mjs';

// The shell needs its page and its server renderer; a remote, its browser and server entries.
const builtFiles = (app) =>
  app === 'shell'
    ? ['shell/dist/index.html', 'shell/dist-server/render-page.js', 'shell/dist-site-server/main.js']
    : [`${app}/dist/remoteEntry.js`, `${app}/dist/remoteEntry.ssr.js`];
const missing = apps.filter((app) => !builtFiles(app).every((file) => fs.existsSync(file)));
if (missing.length) {
  console.log(`Building ${missing.join(', ')}…`);
  await buildAll(missing);
}
// Settings in .env (when present) fill in what the environment does not set.
const envFile = fs.existsSync('.env') ? ['--env-file=.env'] : [];
const server = spawn(process.execPath, [...envFile, 'shell/dist-site-server/main.js'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
